import { EscolhaDoBem, TipoPesado } from '../components/escolha-do-bem';
import { useSituacaoContemplacao } from '../use-situacao-contemplacao';

/**
 * /contemplado/tipo-pesado: HeavyType for a heavy quota on its way to the documents; once the analysis approved,
 * the heavy vehicle chosen to bill (InvoiceSelection), for any quota.
 */
export default function TipoPesadoOuBem() {
  const { data } = useSituacaoContemplacao();
  return data?.tela === 'resultado-crivo' ? <EscolhaDoBem bem="pesado" /> : <TipoPesado />;
}

import { EscolhaDoBem } from '../components/escolha-do-bem';

/** /contemplado/tipo-servico: the asset to bill (InvoiceSelection, 02 §2.7). */
export default function TipoServico() {
  return <EscolhaDoBem bem="servico" />;
}

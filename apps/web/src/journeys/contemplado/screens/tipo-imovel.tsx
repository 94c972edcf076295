import { EscolhaDoBem } from '../components/escolha-do-bem';

/** /contemplado/tipo-imovel: the asset to bill (InvoiceSelection, 02 §2.7). */
export default function TipoImovel() {
  return <EscolhaDoBem bem="imovel" />;
}

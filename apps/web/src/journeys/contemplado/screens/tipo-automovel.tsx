import { EscolhaDoBem } from '../components/escolha-do-bem';

/** /contemplado/tipo-automovel: the asset to bill (InvoiceSelection, 02 §2.7). */
export default function TipoAutomovel() {
  return <EscolhaDoBem bem="automovel" />;
}

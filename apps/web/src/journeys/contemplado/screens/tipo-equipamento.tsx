import { EscolhaDoBem } from '../components/escolha-do-bem';

/** /contemplado/tipo-equipamento: the asset to bill (InvoiceSelection, 02 §2.7). */
export default function TipoEquipamento() {
  return <EscolhaDoBem bem="equipamento" />;
}

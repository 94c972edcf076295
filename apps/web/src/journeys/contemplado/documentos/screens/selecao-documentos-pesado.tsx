import { SelecaoDeDocumentos } from '../components/selecao-de-documentos';

/** /contemplado/documentos-pesado/{doc?}: the heavy-vehicle quota's list, the longer one (02 §5). */
export default function SelecaoDocumentosPesado() {
  return <SelecaoDeDocumentos pesado />;
}

import { EnvioDocumentosDevolucao } from '../components/envio-documentos';

/** /devolucao/documentos: a person's documents (ID, selfie, bank proof). */
export default function Documentos() {
  return <EnvioDocumentosDevolucao pessoa="F" />;
}

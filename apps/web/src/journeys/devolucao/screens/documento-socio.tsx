import { EnvioDocumentosDevolucao } from '../components/envio-documentos';

/** /devolucao/documento-socio: a company's refund (02 §2.6): partner document, selfie, articles of association. */
export default function DocumentoSocio() {
  return <EnvioDocumentosDevolucao pessoa="J" />;
}

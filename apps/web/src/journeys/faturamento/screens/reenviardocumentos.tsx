import { EnvioDaIdentificacao } from '../components/identificacao';

/** /faturamento/reenviardocumentos: the analyst asked for the documents again (02 §4.4). */
export default function ReenviarDocumentos() {
  return (
    <EnvioDaIdentificacao
      variante="reenvio"
      titulo="Envie os documentos de novo"
      descricao="Precisamos de uma nova foto dos seus documentos."
    />
  );
}

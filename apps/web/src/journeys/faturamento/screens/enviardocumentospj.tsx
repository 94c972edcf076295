import { EnvioDaIdentificacao } from '../components/identificacao';

/** /faturamento/enviardocumentospj: a company's identification (majority partner and articles). */
export default function EnviarDocumentosPj() {
  return (
    <EnvioDaIdentificacao
      variante="pj"
      titulo="Documentos da empresa"
      descricao="O sócio majoritário se identifica e a empresa envia o contrato social."
    />
  );
}

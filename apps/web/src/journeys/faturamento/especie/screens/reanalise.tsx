import { Reenvio } from '../components/reenvio';
import { TelaEspecie } from '../components/tela-especie';
import { caminhosFaturamentoEspecie as c } from '../paths';

/** /faturamentoespecie/reanalise: the analyst asked for more documents (02 §4.2: documentos adicionais GRC). */
export default function Reanalise() {
  return (
    <TelaEspecie
      titulo="Envie os documentos adicionais"
      descricao="Para concluir a análise, precisamos de mais alguns documentos."
      voltar={{ para: c.centralcontemplacao, rotulo: 'Voltar' }}
    >
      {(s) => <Reenvio s={s} nomes={s.documentosIncompletos} />}
    </TelaEspecie>
  );
}

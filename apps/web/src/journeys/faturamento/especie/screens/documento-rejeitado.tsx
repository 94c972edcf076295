import { Reenvio } from '../components/reenvio';
import { TelaEspecie } from '../components/tela-especie';
import { caminhosFaturamentoEspecie as c } from '../paths';

/** /faturamentoespecie/documento-rejeitado: a document was refused (02 §4.2: pendência cliente, reanálise). */
export default function DocumentoRejeitado() {
  return (
    <TelaEspecie
      titulo="Encontramos um problema no documento"
      descricao="Envie de novo para seguirmos com o pagamento do seu crédito."
      voltar={{ para: c.centralcontemplacao, rotulo: 'Voltar' }}
    >
      {(s) => <Reenvio s={s} nomes={[...s.documentosIlegiveis, ...s.documentosIncorretos]} />}
    </TelaEspecie>
  );
}

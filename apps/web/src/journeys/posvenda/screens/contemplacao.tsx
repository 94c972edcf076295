import { Trophy } from 'lucide-react';
import { PassoComPergunta } from '../components/passo-com-pergunta';
import { Texto } from '../components/tela';

/** /pos-venda/contemplacao: how contemplation works, and the clarity question (no → a call-back). */
export default function Contemplacao() {
  return (
    <PassoComPergunta
      passo="contemplacao"
      titulo="Como funciona a contemplação"
      icone={Trophy}
      legenda="Ficou claro como funciona a contemplação?"
      semResposta="Responda se ficou claro."
      resposta={(entendeu) => ({ passo: 'contemplacao', entendeu })}
    >
      <Texto>
        Todo mês, na assembleia do grupo, cotas são contempladas por sorteio e por lance. Não há data
        garantida para a sua contemplação: ela depende do sorteio ou de um lance vencedor.
      </Texto>
      <Texto>
        Para receber o crédito, a cota precisa estar em dia, e o crédito passa por uma análise de documentos e
        de crédito.
      </Texto>
    </PassoComPergunta>
  );
}

import { BadgeAlert } from 'lucide-react';
import { PassoComPergunta } from '../components/passo-com-pergunta';
import { Texto } from '../components/tela';

/** /pos-venda/venda (step 8): the sale-promise question (yes → a call-back). */
export default function Venda() {
  return (
    <PassoComPergunta
      passo="venda"
      titulo="Sobre a sua compra"
      icone={BadgeAlert}
      legenda="Na venda, alguém prometeu contemplação garantida ou em data certa?"
      semResposta="Responda se alguém prometeu a contemplação."
      resposta={(prometeram) => ({ passo: 'venda', prometeram })}
    >
      <Texto>
        Ninguém pode garantir a data da sua contemplação. Promessas de contemplação imediata ou de carta
        contemplada não fazem parte do contrato.
      </Texto>
    </PassoComPergunta>
  );
}

import { Lightbulb } from 'lucide-react';
import { PassoDeLeitura } from '../components/tela';

/** /pos-venda/entendimento (step 7): what the customer agreed to. */
export default function Entendimento() {
  return (
    <PassoDeLeitura
      passo="entendimento"
      titulo="O que você precisa saber"
      descricao="Antes de seguir, confirme que entendeu os pontos principais do seu contrato."
      icone={Lightbulb}
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-[0.9375rem] leading-relaxed text-tinta-suave">
        <li>
          O consórcio não é um financiamento: não há juros, e sim taxa de administração e fundo de reserva.
        </li>
        <li>As parcelas são reajustadas uma vez por ano, conforme o índice do seu plano.</li>
        <li>Parcelas em atraso impedem a participação nas assembleias.</li>
        <li>Você pode desistir em até 7 dias após a assinatura, sem custo.</li>
      </ul>
    </PassoDeLeitura>
  );
}

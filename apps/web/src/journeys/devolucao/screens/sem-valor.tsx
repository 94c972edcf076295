import { CircleSlash } from 'lucide-react';
import { caminhos } from '@/app/caminhos';
import { Avancar } from '../components/acoes';
import { TelaDevolucao, Texto } from '../components/tela';

/** /devolucao/sem-valor: the quota has nothing to refund. */
export default function SemValor() {
  return (
    <TelaDevolucao
      titulo="Não há valores a devolver"
      descricao="Não encontramos valores a devolver para esta cota."
      icone={CircleSlash}
      acao={<Avancar para={caminhos.home.home}>Voltar ao início</Avancar>}
    >
      <Texto>Se você acredita que há valores a receber, fale com a nossa central de atendimento.</Texto>
    </TelaDevolucao>
  );
}

import { formatarData } from '@portal/domain';
import { CalendarClock } from 'lucide-react';
import { caminhos } from '@/app/caminhos';
import { Avancar } from '../components/acoes';
import { TelaDevolucao, Texto } from '../components/tela';
import { useDataDevolucao } from '../use-devolucao';

/** /devolucao/nao-confirmada: the values are not confirmed until a date (02 §4.10). */
export default function NaoConfirmada() {
  const data = useDataDevolucao().data?.dataDevolucao;
  return (
    <TelaDevolucao
      titulo="Valores ainda não confirmados"
      descricao={
        data
          ? `Os valores da sua cota ficam confirmados a partir de ${formatarData(data)}.`
          : 'Os valores da sua cota ainda não foram confirmados.'
      }
      icone={CalendarClock}
      tom="alerta"
      acao={<Avancar para={caminhos.home.home}>Voltar ao início</Avancar>}
    >
      <Texto>
        Os valores aparecem depois da última assembleia do grupo, e avisamos em até 60 dias dela. Volte a
        partir dessa data para pedir a devolução.
      </Texto>
    </TelaDevolucao>
  );
}

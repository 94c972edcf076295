import { FalarComAtendente } from '../components/atendente';
import { TelaFaturamento, Texto } from '../components/tela';
import { caminhosFaturamento as c } from '../paths';

/** /faturamento/cotaquitada: a paid-off quota bills with an attendant (COTA_QUITADA). */
export default function CotaQuitada() {
  return (
    <TelaFaturamento
      titulo="Sua cota está quitada"
      descricao="Parabéns: todas as parcelas foram pagas."
      voltar={{ para: c.iniciar, rotulo: 'Voltar' }}
    >
      <Texto>
        Com a cota quitada, o crédito é liberado com a conferência de um atendente, que segue o faturamento
        com você pelo WhatsApp.
      </Texto>
      <FalarComAtendente motivo="COTA_QUITADA" />
    </TelaFaturamento>
  );
}

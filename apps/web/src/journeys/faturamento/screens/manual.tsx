import {
  MOTIVOS_ENCERRAMENTO,
  OPCOES_MANUAIS,
  ROTULOS_MOTIVO_RESTRICAO,
  type MotivoRestricao,
} from '@portal/domain';
import { Car, Handshake, Landmark, Tractor, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { FalarComAtendente } from '../components/atendente';
import { OpcaoLink, TelaFaturamento, Texto } from '../components/tela';
import { caminhosFaturamento as c } from '../paths';

const OPCOES = [
  {
    para: c.consignado,
    icone: Handshake,
    motivo: OPCOES_MANUAIS.consignado,
    descricao: 'O veículo está consignado numa revenda',
  },
  {
    para: c.financiamento,
    icone: Landmark,
    motivo: OPCOES_MANUAIS.financiamento,
    descricao: 'Usar o crédito para quitar um financiamento',
  },
  {
    para: c.maquinasagricolas,
    icone: Tractor,
    motivo: OPCOES_MANUAIS.maquinasagricolas,
    descricao: 'Tratores, colheitadeiras e implementos',
  },
  {
    para: c.conjuge,
    icone: Users,
    motivo: OPCOES_MANUAIS.conjuge,
    descricao: 'Comprar do cônjuge, do pai ou da mãe',
  },
] as const;

/** Why a restriction or choice sends the customer here, in their words. */
const EXPLICACAO: Partial<Record<MotivoRestricao, string>> = {
  MULTIPLAS_COTAS: 'Juntar mais de uma cota no mesmo faturamento é feito com um atendente.',
  MULTIPLOS_BENS: 'Comprar mais de um bem, ou usar o crédito em espécie, é feito com um atendente.',
  PAGAMENTO_BOLETO:
    'Há parcela em aberto na cota. Um atendente ajuda a regularizar e a seguir com o faturamento.',
  COTA_QUITADA: 'Sua cota está quitada: o faturamento segue com um atendente.',
  FATURAMENTO_SEMINOVO:
    'O faturamento deste veículo seminovo segue com um atendente: ele confere o veículo, o vendedor e os documentos com você pelo WhatsApp.',
};

const ehMotivo = (m: string | null): m is MotivoRestricao =>
  (MOTIVOS_ENCERRAMENTO as readonly string[]).includes(m ?? '');

/**
 * /faturamento/manual: the attendant's path. With a reason (a restriction, several quotas, a used vehicle) it
 * goes straight to the attendant; without one, the four manual options (02 §2.2).
 */
export default function Manual() {
  const [busca] = useSearchParams();
  const motivo = busca.get('motivo');
  if (ehMotivo(motivo))
    return (
      <TelaFaturamento
        titulo={
          motivo === 'FATURAMENTO_SEMINOVO' ? 'Seminovo com um atendente' : 'Faturamento com um atendente'
        }
        descricao={ROTULOS_MOTIVO_RESTRICAO[motivo]}
        voltar={{ para: c.iniciar, rotulo: 'Voltar ao início' }}
      >
        {EXPLICACAO[motivo] && (
          <Alert tone="info" titulo={motivo === 'FATURAMENTO_SEMINOVO' ? 'Veículo seminovo' : undefined}>
            {EXPLICACAO[motivo]}
          </Alert>
        )}
        <FalarComAtendente motivo={motivo} />
      </TelaFaturamento>
    );
  return (
    <TelaFaturamento
      titulo="Faturamento com um atendente"
      descricao="Escolha o que descreve a sua compra."
      voltar={{ para: c.digitaloumanual, rotulo: 'Voltar' }}
    >
      <nav aria-label="Motivo do atendimento">
        <ul className="flex flex-col gap-3">
          {OPCOES.map((o) => (
            <OpcaoLink
              key={o.para}
              para={o.para}
              icone={o.icone}
              titulo={ROTULOS_MOTIVO_RESTRICAO[o.motivo]}
              descricao={o.descricao}
            />
          ))}
        </ul>
      </nav>
      <Texto>
        <Car className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />O atendimento é pelo WhatsApp,
        do telefone cadastrado na cota.
      </Texto>
    </TelaFaturamento>
  );
}

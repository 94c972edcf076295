import {
  formatarMoeda,
  type EtapaSeminovo,
  type SituacaoFaturamentoSeminovo,
  type TelaFaturamentoSeminovo,
} from '@portal/domain';
import { clsx } from 'clsx';
import { CheckCircle2, CircleDot, Lock } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Avancar } from '../partes';
import { Dados, TelaSeminovo } from '../components/tela-seminovo';
import { caminhoSeminovo } from '../paths';

const SITUACOES = {
  concluida: { rotulo: 'Concluída', icone: CheckCircle2, cor: 'text-sucesso' },
  aberta: { rotulo: 'Em andamento', icone: CircleDot, cor: 'text-primaria-texto' },
  fechada: { rotulo: 'A seguir', icone: Lock, cor: 'text-tinta-suave' },
} as const;

/** What each open step asks of the customer now, in a line. */
const O_QUE_FAZER: Record<EtapaSeminovo, string> = {
  'atualizacao-cadastral': 'Confira seu telefone, e-mail e endereço.',
  simulacao: 'Informe a placa do veículo e veja se ele é aceito.',
  vistoria: 'Escolha e agende a vistoria do veículo.',
  'dados-proprietario': 'Informe o vendedor, a conta dele e envie os documentos.',
  'assinatura-contrato': 'O contrato de compra é assinado e o pagamento é programado.',
};

/** Where the open step's "continue" goes: the phase's screen; the registration update starts at the phone. */
function proximaTela(s: SituacaoFaturamentoSeminovo): TelaFaturamentoSeminovo | null {
  const aberta = s.linhaDoTempo.find((e) => e.situacao === 'aberta');
  if (s.tela !== 'centralcontemplacao') return s.tela;
  if (aberta?.etapa === 'atualizacao-cadastral') return 'atualizacaocadastral/telefone';
  return null;
}

/**
 * /faturamentoseminovo/centralcontemplacao (02 §4.6): the five-step timeline, each step completed, in progress
 * or still ahead as the case's phase says, and the way on to the open step's screen; when the case is with the
 * analysts (the seller's documents in analysis), it says so.
 */
export default function CentralContemplacao() {
  return (
    <TelaSeminovo
      titulo="Central da contemplação"
      descricao="Acompanhe as etapas do faturamento do seu veículo seminovo."
      acao={(s) => {
        const proxima = proximaTela(s);
        return proxima ? <Avancar para={caminhoSeminovo(proxima)}>Continuar</Avancar> : null;
      }}
    >
      {(s) => {
        const aberta = s.linhaDoTempo.find((e) => e.situacao === 'aberta');
        const emAnalise = aberta && proximaTela(s) === null;
        return (
          <>
            <ol className="flex flex-col" aria-label="Etapas do faturamento">
              {s.linhaDoTempo.map((e, i) => {
                const info = SITUACOES[e.situacao];
                const Icone = info.icone;
                return (
                  <li key={e.etapa} className="relative flex gap-3 pb-5 last:pb-0">
                    {i < s.linhaDoTempo.length - 1 && (
                      <span
                        className="absolute top-7 bottom-0 left-[11px] w-0.5 bg-borda"
                        aria-hidden="true"
                      />
                    )}
                    <Icone className={clsx('relative size-6 shrink-0', info.cor)} aria-hidden="true" />
                    <div className="min-w-0">
                      <h2
                        className={clsx(
                          'font-semibold',
                          e.situacao === 'fechada' ? 'text-tinta-suave' : 'text-tinta',
                        )}
                      >
                        {i + 1}. {e.rotulo}
                      </h2>
                      <p className="text-sm text-tinta-suave">
                        {info.rotulo}
                        {e.situacao === 'aberta' && ` · ${O_QUE_FAZER[e.etapa]}`}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
            {emAnalise && (
              <Alert tone="info" titulo="Estamos analisando" role="status">
                Os documentos do vendedor estão em análise, em até 48 horas úteis. Avisaremos você aqui e na
                home.
              </Alert>
            )}
            {s.linhaDoTempo.every((e) => e.situacao === 'concluida') && (
              <Alert tone="sucesso" titulo="Etapas concluídas" role="status">
                Agora é o pagamento ao vendedor.
              </Alert>
            )}
            <Dados
              itens={[
                ['Crédito disponível', formatarMoeda(s.creditoDisponivel)],
                ['Crédito após as taxas', formatarMoeda(s.creditoAposTaxas)],
                ...(s.dados.veiculo
                  ? ([
                      [
                        'Veículo',
                        `${s.dados.veiculo.marca} ${s.dados.veiculo.modelo} ${s.dados.veiculo.ano}`,
                      ],
                    ] as const)
                  : []),
              ]}
            />
          </>
        );
      }}
    </TelaSeminovo>
  );
}

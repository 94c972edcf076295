import {
  formatarData,
  ROTULOS_AMORTIZACAO,
  ROTULOS_SITUACAO_LANCE,
  rotuloModalidade,
  valorOfertaDoPayload,
  type ItemHistoricoLance,
  type SituacaoLance,
} from '@portal/domain';
import { Ban, ChevronDown, CircleCheck, Clock, Repeat, Replace, Trophy, XCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DescriptionList } from '@/components/description-list';
import { Money } from '@/components/money';
import { dataHoraEmSaoPaulo, formatarPercentualLance } from './formatos';

const APARENCIA: Record<SituacaoLance, { tone: BadgeTone; icone: ReactNode }> = {
  ativo: { tone: 'info', icone: <Clock className="size-3.5" aria-hidden="true" /> },
  substituido: { tone: 'neutro', icone: <Replace className="size-3.5" aria-hidden="true" /> },
  cancelado: { tone: 'perigo', icone: <Ban className="size-3.5" aria-hidden="true" /> },
  contemplado: { tone: 'sucesso', icone: <Trophy className="size-3.5" aria-hidden="true" /> },
  encerrado: { tone: 'neutro', icone: <XCircle className="size-3.5" aria-hidden="true" /> },
};

function SituacaoLanceBadge({ situacao }: { situacao: SituacaoLance }) {
  const a = APARENCIA[situacao];
  return (
    <Badge tone={a.tone} icon={a.icone}>
      {ROTULOS_SITUACAO_LANCE[situacao]}
    </Badge>
  );
}

/** One bid of the history: protocol, situation, assembly and amount; the details open in place. */
export function CartaoLance({
  lance,
  aoRepetir,
  aoCancelar,
}: {
  lance: ItemHistoricoLance;
  aoRepetir: () => void;
  aoCancelar: () => void;
}) {
  const [aberto, setAberto] = useState(false);
  const idDetalhes = useId();
  const idTitulo = useId();
  const valorOferta = valorOfertaDoPayload(lance);

  return (
    <Card as="li" padding="none" aria-labelledby={idTitulo} className="flex flex-col">
      <div className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-tinta-fraca uppercase">Protocolo</p>
            <h2 id={idTitulo} className="tabular text-lg font-bold tracking-wide text-tinta">
              {lance.protocolo}
            </h2>
          </div>
          <SituacaoLanceBadge situacao={lance.situacao} />
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <div>
            <dt className="text-xs text-tinta-suave">Valor do lance</dt>
            <dd className="mt-0.5 text-[0.9375rem] font-semibold text-tinta">
              <Money centavos={lance.valorLance} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-tinta-suave">Percentual</dt>
            <dd className="tabular mt-0.5 text-[0.9375rem] font-semibold text-tinta">
              {formatarPercentualLance(lance.percentualLance)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-tinta-suave">Tipo</dt>
            <dd className="mt-0.5 text-[0.9375rem] font-semibold text-tinta">
              {lance.descricaoModalidade || rotuloModalidade(lance.situacaoModalidade)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-tinta-suave">Assembleia</dt>
            <dd className="tabular mt-0.5 text-[0.9375rem] font-semibold text-tinta">
              nº {lance.numeroTotalAssembleia} · {formatarData(lance.dataSorteio)}
            </dd>
          </div>
        </dl>

        <p className="text-sm text-tinta-suave">
          Registrado em <span className="tabular">{dataHoraEmSaoPaulo(lance.registradoEm)}</span>
          {lance.canceladoEm && (
            <>
              {' '}
              · cancelado em <span className="tabular">{dataHoraEmSaoPaulo(lance.canceladoEm)}</span>
            </>
          )}
        </p>

        {aberto && (
          <div id={idDetalhes} className="rounded-2xl bg-fundo px-4 py-1 sm:px-5">
            <DescriptionList
              itens={[
                {
                  termo: 'Lance embutido',
                  descricao:
                    lance.valorLanceEmbutido > 0 ? <Money centavos={lance.valorLanceEmbutido} /> : 'Não',
                },
                {
                  termo: 'FGTS',
                  descricao: lance.valorFGTS > 0 ? <Money centavos={lance.valorFGTS} /> : 'Não',
                },
                { termo: 'Em dinheiro, se contemplado', descricao: <Money centavos={valorOferta} /> },
                { termo: 'Reduzir', descricao: ROTULOS_AMORTIZACAO[lance.tipoAmortizacao] },
                { termo: 'Troca de chaves', descricao: lance.trocaChaves ? 'Sim' : 'Não' },
                {
                  termo: 'Prazo para lances',
                  descricao: `até ${formatarData(lance.dataLimiteLance)}, 23h59`,
                },
              ]}
            />
          </div>
        )}
      </div>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-borda/70 p-3">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={aberto}
          aria-controls={aberto ? idDetalhes : undefined}
          onClick={() => setAberto((a) => !a)}
          icon={
            <ChevronDown
              className={aberto ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'}
              aria-hidden="true"
            />
          }
        >
          {aberto ? 'Ocultar detalhes' : 'Ver detalhes'}
        </Button>
        {/* On a phone the actions share their own row, half each, instead of one of them wrapping alone. */}
        <div className="ml-auto flex gap-2 max-sm:w-full max-sm:*:flex-1">
          {lance.podeCancelar && (
            <Button
              variant="ghost"
              size="sm"
              className="text-perigo hover:bg-perigo-fundo"
              onClick={aoCancelar}
              icon={<XCircle className="size-4" aria-hidden="true" />}
              aria-label={`Cancelar o lance ${lance.protocolo}`}
            >
              Cancelar
            </Button>
          )}
          {lance.podeRepetir && (
            <Button
              variant="secondary"
              size="sm"
              onClick={aoRepetir}
              icon={<Repeat className="size-4" aria-hidden="true" />}
              aria-label={`Repetir o lance ${lance.protocolo}`}
            >
              Repetir
            </Button>
          )}
        </div>
      </div>
      {lance.situacao === 'contemplado' && (
        <p className="flex items-center gap-2 border-t border-borda/70 bg-sucesso-fundo px-5 py-3 text-sm font-semibold text-sucesso">
          <CircleCheck className="size-4" aria-hidden="true" />
          Este lance contemplou a sua cota.
        </p>
      )}
    </Card>
  );
}

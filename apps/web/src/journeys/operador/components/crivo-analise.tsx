import type { AnaliseContemplacao } from '@portal/domain';
import { Scale } from 'lucide-react';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { Money } from '@/components/money';
import { SegmentedControl } from '@/components/segmented-control';
import { TextareaField } from '@/components/textarea-field';

export interface ParecerCrivo {
  resultado: 'aprovar' | 'reprovar' | '';
  justificativa: string;
}

const percentual = (fracao: number, casas = 2) =>
  `${(fracao * 100).toLocaleString('pt-BR', { minimumFractionDigits: casas, maximumFractionDigits: casas })} %`;

/**
 * The credit screening: the instalment against the declared income, the 35 % threshold as a recommendation,
 * and the analyst's own verdict; a verdict against the recommendation needs a justification (kept in the audit).
 */
export function CrivoAnalise({
  crivo,
  parecer,
  onChange,
  editavel,
}: {
  crivo: AnaliseContemplacao['crivo'];
  parecer: ParecerCrivo;
  onChange: (p: ParecerCrivo) => void;
  editavel: boolean;
}) {
  const diverge = parecer.resultado !== '' && parecer.resultado !== crivo.recomendacao;
  return (
    <Card as="section" aria-labelledby="titulo-crivo-analise" padding="sm" className="sm:p-5">
      <h2 id="titulo-crivo-analise" className="flex items-center gap-2 text-base font-semibold text-tinta">
        <Scale className="size-5 text-tinta-fraca" aria-hidden="true" />
        Crivo de crédito
      </h2>
      <dl className="mt-2 divide-y divide-borda/70 text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-tinta-suave">Parcela</dt>
          <dd className="font-semibold text-tinta">
            <Money centavos={crivo.parcelaCentavos} />
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-tinta-suave">Renda declarada</dt>
          <dd className="font-semibold text-tinta">
            {crivo.rendaCentavos ? <Money centavos={crivo.rendaCentavos} /> : 'Não informada'}
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-tinta-suave">Comprometimento (limite {percentual(crivo.limite, 0)})</dt>
          <dd className="tabular font-semibold text-tinta">
            {crivo.comprometimento === null ? '—' : percentual(crivo.comprometimento)}
          </dd>
        </div>
      </dl>
      <div className="mt-3 rounded-xl bg-fundo px-3 py-2.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-tinta">
          Recomendação:
          <Badge tone={crivo.recomendacao === 'aprovar' ? 'sucesso' : 'perigo'}>
            {crivo.recomendacao === 'aprovar' ? 'Aprovar' : 'Reprovar'}
          </Badge>
        </p>
        <p className="mt-1 text-sm text-tinta-suave">{crivo.motivo}</p>
      </div>
      {editavel && (
        <div className="mt-4 flex flex-col gap-3">
          <SegmentedControl
            legenda="Seu parecer"
            opcoes={[
              { valor: 'aprovar', rotulo: 'Aprovar' },
              { valor: 'reprovar', rotulo: 'Reprovar' },
            ]}
            valor={parecer.resultado}
            onChange={(resultado) => onChange({ ...parecer, resultado })}
          />
          {parecer.resultado !== '' && (
            <p className="text-sm text-tinta-suave" role="status">
              {diverge
                ? 'Seu parecer diverge da recomendação: explique o motivo. Fica registrado na auditoria.'
                : 'Você confirma a recomendação.'}
            </p>
          )}
          {diverge && (
            <TextareaField
              label="Justificativa da divergência"
              rows={2}
              maxLength={1000}
              value={parecer.justificativa}
              onChange={(e) => onChange({ ...parecer, justificativa: e.target.value })}
            />
          )}
        </div>
      )}
    </Card>
  );
}

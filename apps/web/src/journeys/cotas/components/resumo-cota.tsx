import {
  classificarCota,
  formatarData,
  formatarPercentual,
  padCota,
  padGrupo,
  progressoDasParcelas,
  rotuloTipoDaCota,
  type CotaDetalhe,
} from '@portal/domain';
import { Card } from '@/components/card';
import { Money } from '@/components/money';
import { ProgressBar } from '@/components/progress-bar';
import { SituacaoBadge } from '@/components/situacao-badge';
import { TipoCotaIcone } from '@/components/tipo-cota-icone';

/** The header card of the detail: who, what, how much, how far along. */
export function ResumoCota({ cota, hoje }: { cota: CotaDetalhe; hoje: string }) {
  const classificacao = classificarCota(cota, hoje);
  const progresso = progressoDasParcelas(cota);
  return (
    <Card padding="none" className="overflow-hidden">
      <div className="relative isolate overflow-hidden bg-primaria p-5 text-primaria-contraste sm:p-7">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-10 -z-10 size-56 rounded-full bg-white/10"
        />
        <div className="flex items-start gap-4">
          <span className="rounded-2xl bg-white">
            <TipoCotaIcone tipo={cota.tipo} tamanho="lg" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="text-lg leading-snug font-semibold">{cota.apelido || cota.descricaoBem}</h2>
            <p className="tabular mt-0.5 text-sm">
              {rotuloTipoDaCota(cota)} · Grupo {padGrupo(cota.grupo)} · Cota {padCota(cota.cota)}
            </p>
          </div>
        </div>
        <div className="mt-4">
          <SituacaoBadge classificacao={classificacao} />
        </div>
        <p className="mt-6 text-sm">Valor do crédito</p>
        <p className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
          <Money centavos={cota.valorBem} />
        </p>
      </div>

      <dl className="grid grid-cols-2 divide-x divide-borda/70 border-b border-borda/70 sm:grid-cols-3">
        <div className="p-4 sm:p-5">
          <dt className="text-sm text-tinta-suave">Saldo devedor</dt>
          <dd className="mt-1 text-lg font-bold text-tinta">
            <Money centavos={cota.valorSaldoDevedor} />
          </dd>
        </div>
        <div className="p-4 sm:p-5">
          <dt className="text-sm text-tinta-suave">Valor da parcela</dt>
          <dd className="mt-1 text-lg font-bold text-tinta">
            <Money centavos={cota.details.valorParcela} />
          </dd>
        </div>
        <div className="col-span-2 border-t border-borda/70 p-4 sm:col-span-1 sm:border-t-0 sm:p-5">
          <dt className="text-sm text-tinta-suave">Próximo vencimento</dt>
          <dd className="tabular mt-1 text-lg font-bold text-tinta">
            {formatarData(cota.details.dataProximoVencimento) || '—'}
          </dd>
        </div>
      </dl>

      <div className="p-5 sm:px-7">
        <div
          className="mb-2 flex items-baseline justify-between gap-3 text-sm"
          data-testid="progresso-parcelas"
        >
          {progresso.quitada ? (
            <span className="font-semibold text-tinta">{progresso.texto}</span>
          ) : (
            <span className="text-tinta-suave">
              <strong className="tabular font-semibold text-tinta">{cota.parcelasPagas}</strong> de{' '}
              <span className="tabular">{progresso.maximo}</span> parcelas pagas
            </span>
          )}
          <span className="tabular font-semibold text-tinta">
            {formatarPercentual(cota.details.percentualPago)} pago
          </span>
        </div>
        <ProgressBar
          valor={progresso.valor}
          maximo={progresso.maximo}
          rotulo="Parcelas pagas"
          textoValor={progresso.texto}
        />
      </div>
    </Card>
  );
}

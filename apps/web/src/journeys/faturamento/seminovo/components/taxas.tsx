import { formatarMoeda, type SituacaoFaturamentoSeminovo } from '@portal/domain';
import { Receipt } from 'lucide-react';

/**
 * 02 §9: the inspection fee (R$ 150,00) deducted from the credit, and the re-inspection's (R$ 75,00) when the
 * inspector is not received; `novaVistoria` adds the fee the customer is about to confirm to the credit after
 * fees. Shown before the customer confirms.
 */
export function Taxas({
  s,
  novaVistoria = false,
}: {
  s: SituacaoFaturamentoSeminovo;
  novaVistoria?: boolean;
}) {
  const depois = s.creditoAposTaxas - (novaVistoria ? s.taxas.vistoria : 0);
  return (
    <section aria-labelledby="taxas-vistoria" className="flex flex-col gap-2 rounded-2xl bg-fundo p-4">
      <h2 id="taxas-vistoria" className="flex items-center gap-2 font-semibold text-tinta">
        <Receipt className="size-4 text-tinta-suave" aria-hidden="true" />
        Taxas da vistoria
      </h2>
      <p className="text-sm text-tinta-suave">
        A vistoria custa <strong className="text-tinta">{formatarMoeda(s.taxas.vistoria)}</strong>,
        descontados do crédito. Se o vistoriador não for recebido no dia marcado, a nova vistoria custa{' '}
        <strong className="text-tinta">{formatarMoeda(s.taxas.revistoria)}</strong>.
      </p>
      <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
        <dt className="text-tinta-suave">Crédito disponível</dt>
        <dd className="tabular text-right font-semibold text-tinta">{formatarMoeda(s.creditoDisponivel)}</dd>
        {s.taxasCobradas.length > 0 && (
          <>
            <dt className="text-tinta-suave">Taxas já cobradas</dt>
            <dd className="tabular text-right font-semibold text-tinta">
              {formatarMoeda(s.taxasCobradas.reduce((t, x) => t + x.valor, 0))}
            </dd>
          </>
        )}
        {novaVistoria && (
          <>
            <dt className="text-tinta-suave">Taxa desta vistoria</dt>
            <dd className="tabular text-right font-semibold text-tinta">{formatarMoeda(s.taxas.vistoria)}</dd>
          </>
        )}
        <dt className="font-semibold text-tinta">Crédito após as taxas</dt>
        <dd className="tabular text-right font-semibold text-tinta">{formatarMoeda(depois)}</dd>
      </dl>
    </section>
  );
}

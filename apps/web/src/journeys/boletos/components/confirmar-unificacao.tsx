import { formatarData, type Cota, type SelecaoParcelas } from '@portal/domain';
import { Layers } from 'lucide-react';
import { Button } from '@/components/button';
import { IconeModal, Modal } from '@/components/modal';
import { Money } from '@/components/money';
import { nomeDaCota } from './lista-parcelas';

/**
 * Spec §2 "unification confirmation across quotas": before one boleto pays instalments of several quotas, say
 * what that means: which quota issues it, how much of each quota it pays, and the grouping rule.
 */
export function ConfirmarUnificacao({
  open,
  onOpenChange,
  selecao,
  idCotaPadrao,
  cotas,
  vencimento,
  vencidas,
  gerando,
  onConfirmar,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selection as the list reports it: per quota (the selected quota first) and its total. */
  selecao: SelecaoParcelas;
  idCotaPadrao: number;
  cotas: readonly Cota[] | undefined;
  /** Due date of the boleto that would be issued (the selection's verdict). */
  vencimento: string | null;
  /** The selection is of overdue instalments (the rule allows no mix). */
  vencidas: boolean;
  gerando: boolean;
  onConfirmar: () => void;
}) {
  const { porCota, valorTotal: total } = selecao;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      semFechar
      title={`Juntar parcelas de ${porCota.length} cotas em um boleto?`}
      description="Você vai pagar parcelas de cotas diferentes com um único boleto. Confira antes de gerar."
      icon={
        <IconeModal>
          <Layers className="size-6" />
        </IconeModal>
      }
      footer={
        <>
          <Button
            variant="secondary"
            className="sm:min-w-32"
            disabled={gerando}
            onClick={() => onOpenChange(false)}
          >
            Voltar
          </Button>
          <Button className="sm:min-w-32" loading={gerando} onClick={onConfirmar}>
            Gerar boleto único
          </Button>
        </>
      }
    >
      <ul className="flex flex-col divide-y divide-borda/70 rounded-2xl bg-fundo/70 px-4 ring-1 ring-borda/70">
        {porCota.map((c) => (
          <li key={c.idCota} className="flex items-center justify-between gap-3 py-3">
            <span className="min-w-0 text-sm">
              <span className="block font-semibold text-tinta">{nomeDaCota(c.idCota, cotas)}</span>
              <span className="text-tinta-suave">
                {c.quantidade === 1 ? '1 parcela' : `${c.quantidade} parcelas`}
                {c.idCota === idCotaPadrao && ' · cota selecionada'}
              </span>
            </span>
            <Money centavos={c.valorTotal} className="text-sm font-semibold text-tinta" />
          </li>
        ))}
        <li className="flex items-center justify-between gap-3 py-3">
          <span className="text-sm font-semibold text-tinta">Total do boleto</span>
          <Money centavos={total} className="text-base font-bold text-tinta" />
        </li>
      </ul>
      <ul className="mt-5 flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed text-tinta-suave marker:text-tinta-fraca">
        <li>
          O boleto é emitido na <strong className="font-semibold text-tinta">cota selecionada</strong> (
          {nomeDaCota(idCotaPadrao, cotas)}). Quando ele for pago, cada parcela é baixada na sua própria cota.
        </li>
        <li>
          Parcelas <strong className="font-semibold text-tinta">vencidas</strong> e parcelas{' '}
          <strong className="font-semibold text-tinta">em dia</strong> nunca vão no mesmo boleto.{' '}
          {vencidas
            ? 'Estas estão vencidas: o boleto vence hoje e já inclui multa e juros.'
            : vencimento
              ? `Estas estão em dia: o boleto vence em ${formatarData(vencimento)}, o vencimento mais próximo entre elas.`
              : 'Estas estão em dia.'}
        </li>
      </ul>
    </Modal>
  );
}

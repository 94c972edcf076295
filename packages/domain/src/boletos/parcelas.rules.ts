/**
 * The open-instalment list of the second copy (spec §4) as the API answers it, bounded: what each instalment
 * costs today, the filters, the totals of everything open and of the customer's selection, one page at a time;
 * and the home's pending-boleto card, which is a summary and never the list. Integer centavos throughout.
 */
import { agruparParcelas, encargosDeAtraso, parcelaVencida } from './cobranca.rules.ts';
import type {
  FiltroParcelas,
  PendenciaBoleto,
  SelecaoParcelas,
  SituacaoParcela,
  TotaisParcelas,
  TotalParcelas,
} from './boletos.schemas.ts';

/** An unpaid instalment as stored: its base amount (without charges) and due date. */
export interface ParcelaEmAbertoBase {
  idCota: number;
  idMovimentoFinanceiro: number;
  numeroParcela: number | null;
  vencimento: string;
  /** The instalment's own amount, in centavos, before any overdue charge. */
  valor: number;
}

/** Due today is still on time; an overdue instalment costs its amount plus fine and interest as of today. */
export function cobrancaDaParcela(
  p: Pick<ParcelaEmAbertoBase, 'vencimento' | 'valor'>,
  hoje: string,
): { situacao: Exclude<SituacaoParcela, 'paga'>; valorCobrado: number } {
  if (!parcelaVencida(p.vencimento, hoje)) return { situacao: 'em-dia', valorCobrado: p.valor };
  return {
    situacao: 'vencida',
    valorCobrado: encargosDeAtraso({ valor: p.valor, vencimento: p.vencimento, dataPagamento: hoje })
      .valorTotal,
  };
}

/**
 * cobrancaDaParcela for the instalments of one list: the same due date and amount cost the same, so each pair is
 * computed once (a customer with 50 quotas has about a thousand open instalments over a score of due dates).
 */
export function cobradorDoDia(hoje: string) {
  const feitas = new Map<string, ReturnType<typeof cobrancaDaParcela>>();
  return (p: Pick<ParcelaEmAbertoBase, 'vencimento' | 'valor'>) => {
    const chave = `${p.vencimento}|${p.valor}`;
    let cobranca = feitas.get(chave);
    if (!cobranca) feitas.set(chave, (cobranca = cobrancaDaParcela(p, hoje)));
    return cobranca;
  };
}

/** Spec §4 pending-ticket filter: 'due' the on-time ones, 'late' the overdue ones, 'all' both. */
export function passaNoFiltro(situacao: Exclude<SituacaoParcela, 'paga'>, filtro: FiltroParcelas): boolean {
  return filtro === 'all' || (filtro === 'late' ? situacao === 'vencida' : situacao === 'em-dia');
}

type Cobrada = Pick<ParcelaEmAbertoBase, 'idCota'> & {
  situacao: Exclude<SituacaoParcela, 'paga'>;
  valorCobrado: number;
};

const somar = (parcelas: readonly { valorCobrado: number }[]): TotalParcelas => ({
  quantidade: parcelas.length,
  valorTotal: parcelas.reduce((s, p) => s + p.valorCobrado, 0),
});

/**
 * Count and amount per quota, the quota `primeira` (the selected one) first, then the others in the order they
 * appear (the list's order: oldest due date first).
 */
function porCota(parcelas: readonly Cobrada[], primeira: number) {
  const ids = [...new Set(parcelas.map((p) => p.idCota))].sort(
    (a, b) => Number(b === primeira) - Number(a === primeira),
  );
  return ids.map((idCota) => ({ idCota, ...somar(parcelas.filter((p) => p.idCota === idCota)) }));
}

/** Everything open in the list's quotas, whatever the filter shows: on time, overdue, both, and per quota. */
export function totaisDasParcelas(parcelas: readonly Cobrada[], idCotaPadrao: number): TotaisParcelas {
  return {
    ...somar(parcelas),
    emDia: somar(parcelas.filter((p) => p.situacao === 'em-dia')),
    vencidas: somar(parcelas.filter((p) => p.situacao === 'vencida')),
    porCota: porCota(parcelas, idCotaPadrao),
  };
}

/**
 * The customer's selection (the marked instalments of the list's quotas, on any page and under any filter) and
 * the boleto it would make: its due date, or why these cannot go in one boleto (the grouping rule, spec §4), so
 * the screen shows the total and the verdict without holding the selected instalments.
 */
export function selecaoDasParcelas(
  marcadas: readonly ParcelaEmAbertoBase[],
  opcoes: { hoje: string; unificarOutrasCotas: boolean; idCotaPadrao: number },
): SelecaoParcelas {
  const cobrar = cobradorDoDia(opcoes.hoje);
  const cobradas = marcadas.map((p) => ({ ...p, ...cobrar(p) }));
  const base = { ...somar(cobradas), porCota: porCota(cobradas, opcoes.idCotaPadrao) };
  if (marcadas.length === 0) return { ...base, situacao: null, dataVencimento: null, motivo: null };
  const grupo = agruparParcelas(marcadas, opcoes);
  return grupo.permitido
    ? { ...base, situacao: grupo.situacao, dataVencimento: grupo.dataVencimento, motivo: null }
    : { ...base, situacao: null, dataVencimento: null, motivo: grupo.motivo };
}

/** Page `page` of `page_size` items (1-based); past the last page, an empty one. */
export function paginar<T>(itens: readonly T[], page: number, page_size: number) {
  return {
    itens: itens.slice((page - 1) * page_size, page * page_size),
    page,
    page_size,
    total: itens.length,
    total_pages: Math.ceil(itens.length / page_size),
  };
}

/**
 * The home's pending-boleto card for one quota (spec §2): the overdue instalments (count, total with today's
 * charges, the oldest due date) and the next on-time due date with what falls due on it; null when nothing
 * is open (the card hides).
 */
export function pendenciaDeBoleto(
  parcelas: readonly Pick<ParcelaEmAbertoBase, 'vencimento' | 'valor' | 'numeroParcela'>[],
  hoje: string,
): PendenciaBoleto | null {
  const cobrar = cobradorDoDia(hoje);
  const cobradas = parcelas.map((p) => ({ ...p, ...cobrar(p) }));
  const vencidas = cobradas.filter((p) => p.situacao === 'vencida');
  const emDia = cobradas.filter((p) => p.situacao === 'em-dia');
  const data = emDia.map((p) => p.vencimento).sort()[0];
  const daProxima = emDia.filter((p) => p.vencimento === data);
  const pendencia: PendenciaBoleto = {
    vencidas: vencidas.length
      ? {
          ...somar(vencidas),
          desde: vencidas.map((p) => p.vencimento).sort()[0] ?? hoje,
        }
      : null,
    proxima:
      data !== undefined
        ? {
            dataVencimento: data,
            ...somar(daProxima),
            numeroParcela: daProxima.length === 1 ? (daProxima[0]?.numeroParcela ?? null) : null,
          }
        : null,
  };
  return pendencia.vencidas || pendencia.proxima ? pendencia : null;
}

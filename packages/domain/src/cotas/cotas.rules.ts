import type { CategoriaCota, TipoCota } from './cotas.schemas.ts';

/** Spec §3: the legacy system writes this date for a quota that was never contemplated. */
export const DATA_NAO_CONTEMPLADA = '1900-01-01';

/** Lower-case, accent-free text: status matching must not depend on how the legacy system spells it. */
function normalizarTexto(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Spec §4: contemplated when the date is today or earlier and is not the 1900 placeholder. */
export function estaContemplada(dataContemplacao: string | null, hoje: string): boolean {
  if (!dataContemplacao || !/^\d{4}-\d{2}-\d{2}/.test(dataContemplacao)) return false;
  const data = dataContemplacao.slice(0, 10);
  // ISO dates compare correctly as strings.
  return data !== DATA_NAO_CONTEMPLADA && data <= hoje;
}

/**
 * Spec §4 says the status "contains 'cancelado'". We match 'cancelad' case- and accent-insensitively so the
 * feminine 'CANCELADA' (the noun is "a cota") and plurals count too: a cancelled quota missed here could bid.
 */
export function estaCancelada(situacao: string): boolean {
  return normalizarTexto(situacao).includes('cancelad');
}

/** Spec §4 'quitado', matched as 'quitad' for the same reason (QUITADA, Quitado). */
export function estaQuitada(situacao: string): boolean {
  return normalizarTexto(situacao).includes('quitad');
}

/** Remaining instalments: a paid-off quota owes nothing, however many monthly instalments it actually paid. */
export function parcelasRestantes(c: {
  situacaoCota: string;
  prazoMeses: number;
  parcelasPagas: number;
}): number {
  return estaQuitada(c.situacaoCota) ? 0 : Math.max(0, c.prazoMeses - c.parcelasPagas);
}

/** Share of the term paid, in percent with 4 decimals; a paid-off quota has paid it all. */
export function percentualPago(c: {
  situacaoCota: string;
  prazoMeses: number;
  parcelasPagas: number;
}): number {
  if (estaQuitada(c.situacaoCota)) return 100;
  if (c.prazoMeses <= 0) return 0;
  return Math.min(100, Math.round((c.parcelasPagas / c.prazoMeses) * 1_000_000) / 10_000);
}

export interface ProgressoDasParcelas {
  quitada: boolean;
  /** The progress bar: value and maximum (a paid-off quota is full). */
  valor: number;
  maximo: number;
  /** '15 de 80 parcelas pagas', or for a paid-off quota 'Quitada: nada mais a pagar'. */
  texto: string;
  /** '65 restantes', or '0 restantes' for a paid-off quota. */
  restantes: string;
}

/**
 * How far along the instalments are, as a card shows it. A quota paid off early paid fewer monthly instalments
 * than its term, yet nothing remains: it reads as paid off, never as '15 de 80 … 65 restantes'.
 */
export function progressoDasParcelas(c: {
  situacaoCota: string;
  parcelasPagas: number;
  parcelasRestantes: number;
}): ProgressoDasParcelas {
  if (estaQuitada(c.situacaoCota)) {
    const total = Math.max(1, c.parcelasPagas);
    return {
      quitada: true,
      valor: total,
      maximo: total,
      texto: 'Quitada: nada mais a pagar',
      restantes: '0 restantes',
    };
  }
  const total = c.parcelasPagas + c.parcelasRestantes;
  return {
    quitada: false,
    valor: c.parcelasPagas,
    maximo: total,
    texto: `${c.parcelasPagas} de ${total} parcelas pagas`,
    restantes: `${c.parcelasRestantes} ${c.parcelasRestantes === 1 ? 'restante' : 'restantes'}`,
  };
}

/** Spec §9: contemplation modalities starting with S are draws (sorteio); the rest are bids. */
export function contempladaPorSorteio(modalidade: string | null): boolean {
  return (modalidade ?? '').trim().toUpperCase().startsWith('S');
}

export type SituacaoCota = 'cancelada' | 'quitada' | 'contemplada' | 'ativa';

export interface ClassificacaoCota {
  situacao: SituacaoCota;
  /** Date-based flag, kept even for a cancelled quota (reactivation needs "cancelled and not contemplated"). */
  contemplada: boolean;
  porSorteio: boolean;
  emAtraso: boolean;
  podeOfertarLance: boolean;
}

export interface CotaClassificavel {
  situacaoCota: string;
  dataContemplacao: string | null;
  modalidadeContemplacao: string | null;
  parcelasAtraso: number;
}

/** One classification used by badges, filters and the bid entry point; precedence cancelled > paid off > contemplated. */
export function classificarCota(c: CotaClassificavel, hoje: string): ClassificacaoCota {
  const contemplada = estaContemplada(c.dataContemplacao, hoje);
  const situacao: SituacaoCota = estaCancelada(c.situacaoCota)
    ? 'cancelada'
    : estaQuitada(c.situacaoCota)
      ? 'quitada'
      : contemplada
        ? 'contemplada'
        : 'ativa';
  return {
    situacao,
    contemplada,
    porSorteio: contemplada && contempladaPorSorteio(c.modalidadeContemplacao),
    emAtraso: c.parcelasAtraso > 0,
    // Only an active, not yet contemplated quota competes in assemblies.
    podeOfertarLance: situacao === 'ativa',
  };
}

/** Badge label in Portuguese. */
export function rotuloSituacao(c: Pick<ClassificacaoCota, 'situacao' | 'porSorteio' | 'emAtraso'>): string {
  switch (c.situacao) {
    case 'cancelada':
      return 'Cancelada';
    case 'quitada':
      return 'Quitada';
    case 'contemplada':
      return c.porSorteio ? 'Contemplada por sorteio' : 'Contemplada por lance';
    case 'ativa':
      return c.emAtraso ? 'Em atraso' : 'Em dia';
  }
}

/** Type filter of /groups-and-quotas, in screen order. */
export const filtrosTipo = [
  { valor: 'todas', rotulo: 'Todas' },
  { valor: 'veiculos', rotulo: 'Veículos' },
  { valor: 'equipamentos', rotulo: 'Equipamentos' },
  { valor: 'imoveis', rotulo: 'Imóveis' },
  { valor: 'servicos', rotulo: 'Serviços' },
  { valor: 'pesados', rotulo: 'Pesados' },
] as const satisfies readonly { valor: 'todas' | CategoriaCota; rotulo: string }[];
export type FiltroTipo = (typeof filtrosTipo)[number]['valor'];

/** Drawn / not-drawn filter of /groups-and-quotas. */
export const filtrosSorteio = [
  { valor: 'todas', rotulo: 'Todas' },
  { valor: 'contempladas', rotulo: 'Contempladas' },
  { valor: 'nao-contempladas', rotulo: 'Não contempladas' },
] as const;
export type FiltroSorteio = (typeof filtrosSorteio)[number]['valor'];

export function filtrarCotas<T extends { categoria: CategoriaCota; dataContemplacao: string | null }>(
  cotas: readonly T[],
  filtro: { tipo: FiltroTipo; sorteio: FiltroSorteio },
  hoje: string,
): T[] {
  return cotas.filter((c) => {
    if (filtro.tipo !== 'todas' && c.categoria !== filtro.tipo) return false;
    if (filtro.sorteio === 'todas') return true;
    return estaContemplada(c.dataContemplacao, hoje) === (filtro.sorteio === 'contempladas');
  });
}

/** Category (list segment) → asset type (spec §3 tipo); equipment follows the heavy-vehicle bid rules. */
const TIPO_DA_CATEGORIA: Record<CategoriaCota, TipoCota> = {
  veiculos: 'auto',
  equipamentos: 'pesados',
  imoveis: 'imovel',
  servicos: 'servico',
  pesados: 'pesados',
};
export function tipoDaCategoria(categoria: CategoriaCota): TipoCota {
  return TIPO_DA_CATEGORIA[categoria];
}

const ROTULO_TIPO: Record<TipoCota, string> = {
  auto: 'Automóvel',
  imovel: 'Imóvel',
  servico: 'Serviço',
  pesados: 'Pesados',
};
export function rotuloTipo(tipo: TipoCota): string {
  return ROTULO_TIPO[tipo];
}

/**
 * The kind a quota card names: equipment follows the heavy-vehicle rules (tipo 'pesados') but is called what
 * the customer filtered by ('Equipamentos'), never 'Pesados'.
 */
export function rotuloTipoDaCota(cota: { tipo: TipoCota; categoria: CategoriaCota }): string {
  return cota.categoria === 'equipamentos' ? 'Equipamentos' : rotuloTipo(cota.tipo);
}

/** The administrator's status as a sentence ('ATIVO - EM ATRASO' → 'Ativo - em atraso'). */
export function situacaoLegivel(situacao: string): string {
  const minusculas = situacao.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
  return minusculas.charAt(0).toLocaleUpperCase('pt-BR') + minusculas.slice(1);
}

/**
 * The business-day calendar (spec 02 §9, 03 §9): weekends, national holidays (fixed, and the Easter-based
 * Carnival, Good Friday and Corpus Christi) and the state holidays of the 27 UFs are not business days.
 * Carnival and Corpus Christi are "pontos facultativos" by law but banks close on them (Resolução CMN
 * 4.880/2020), and deadlines here follow the banks. The table holds for 2000–2040: a holiday created, moved or
 * ended in that span carries its first/last year. Cross-checked in tests against the date-holidays package.
 */
import { dataBrParaIso, diaDaSemana, montarData, numeroDoDia, somarDias } from './datas.ts';

export type AmbitoFeriado = 'nacional' | 'estadual';

export interface Feriado {
  data: string;
  nome: string;
  ambito: AmbitoFeriado;
}

interface Regra {
  nome: string;
  /** The date in `ano`. */
  dia: (ano: number) => string;
  /** First year it is a holiday, when that is after 1999. */
  desde?: number;
  /** Last year it is a holiday, when it ended (or moved) before 2041. */
  ate?: number;
}

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher). */
export function domingoDePascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return montarData(ano, mes, dia);
}

const fixo =
  (mes: number, dia: number) =>
  (ano: number): string =>
    montarData(ano, mes, dia);

const pascoa =
  (dias: number) =>
  (ano: number): string =>
    somarDias(domingoDePascoa(ano), dias);

/** Santa Catarina moved its two holidays to the Sunday on or after the date in 2005. */
const domingoAPartirDe =
  (mes: number, dia: number) =>
  (ano: number): string => {
    const data = montarData(ano, mes, dia);
    return somarDias(data, (7 - diaDaSemana(data)) % 7);
  };

/** Pernambuco celebrates the Revolução Pernambucana on the first Sunday of March (state law of 2009). */
const primeiroDomingoDeMarco = domingoAPartirDe(3, 1);

const NACIONAIS: readonly Regra[] = [
  { nome: 'Confraternização Universal', dia: fixo(1, 1) },
  { nome: 'Carnaval (segunda-feira)', dia: pascoa(-48) },
  { nome: 'Carnaval (terça-feira)', dia: pascoa(-47) },
  { nome: 'Sexta-feira Santa', dia: pascoa(-2) },
  { nome: 'Tiradentes', dia: fixo(4, 21) },
  { nome: 'Dia do Trabalho', dia: fixo(5, 1) },
  { nome: 'Corpus Christi', dia: pascoa(60) },
  { nome: 'Independência do Brasil', dia: fixo(9, 7) },
  { nome: 'Nossa Senhora Aparecida', dia: fixo(10, 12) },
  { nome: 'Finados', dia: fixo(11, 2) },
  { nome: 'Proclamação da República', dia: fixo(11, 15) },
  // Lei 14.759 of 21/12/2023: first observed nationally on 20/11/2024.
  { nome: 'Dia Nacional de Zumbi e da Consciência Negra', dia: fixo(11, 20), desde: 2024 },
  { nome: 'Natal', dia: fixo(12, 25) },
];

/**
 * State holidays by UF, each with the act that made it one: the law's number where it is known, otherwise the
 * act's date (as date-holidays records it) or "data magna" for the one civil date Lei federal 9.093/1995, art.
 * 1º, II lets each state fix. A state date that repeats a national one (21/04 in DF and MG) is left out. Acre
 * moves mid-week holidays to Friday by a decree each year, so the legal dates are kept.
 */
const ESTADUAIS = {
  AC: [
    { nome: 'Dia do Católico', dia: fixo(1, 20), desde: 2016 }, // Lei 3.137/2016
    { nome: 'Dia do Evangélico', dia: fixo(1, 23), desde: 2005 }, // Lei 1.538/2004
    { nome: 'Dia Internacional da Mulher', dia: fixo(3, 8), desde: 2002 }, // Lei 1.411/2001
    { nome: 'Aniversário do Acre', dia: fixo(6, 15) }, // Lei 14, de 02/09/1964 (data magna)
    { nome: 'Dia da Amazônia', dia: fixo(9, 5), desde: 2004 }, // lei de 05/01/2004
    { nome: 'Tratado de Petrópolis', dia: fixo(11, 17) }, // Lei 57/1965
  ],
  AL: [
    { nome: 'São João', dia: fixo(6, 24) }, // lei de 07/07/1993
    { nome: 'São Pedro', dia: fixo(6, 29) }, // lei de 07/07/1993
    { nome: 'Emancipação Política de Alagoas', dia: fixo(9, 16) }, // data magna
    { nome: 'Morte de Zumbi dos Palmares', dia: fixo(11, 20) }, // Lei 5.724/1995
  ],
  AM: [
    { nome: 'Elevação do Amazonas à categoria de província', dia: fixo(9, 5) }, // data magna (lei de 21/12/1977)
    { nome: 'Dia da Consciência Negra', dia: fixo(11, 20), desde: 2010 }, // Lei 84/2010
  ],
  AP: [
    { nome: 'Dia de São José', dia: fixo(3, 19), desde: 2003 }, // Lei 667/2002
    { nome: 'Criação do Território Federal do Amapá', dia: fixo(9, 13) }, // data magna
  ],
  BA: [{ nome: 'Independência da Bahia', dia: fixo(7, 2) }], // data magna (Constituição do Estado, 1989)
  CE: [{ nome: 'Data Magna do Ceará', dia: fixo(3, 25), desde: 2012 }], // lei de 01/12/2011
  DF: [{ nome: 'Dia do Evangélico', dia: fixo(11, 30) }], // Lei distrital 963/1995
  ES: [{ nome: 'Nossa Senhora da Penha', dia: pascoa(8), desde: 2020 }], // lei de 04/07/2019
  GO: [
    // Lei 20.756/2020 (consolidates both)
    { nome: 'Fundação da Cidade de Goiás', dia: fixo(7, 26) },
    { nome: 'Pedra fundamental de Goiânia', dia: fixo(10, 24) },
  ],
  MA: [{ nome: 'Adesão do Maranhão à Independência', dia: fixo(7, 28) }], // data magna (lei de 02/10/1964)
  MG: [],
  MS: [{ nome: 'Criação do Estado de Mato Grosso do Sul', dia: fixo(10, 11) }], // data magna (lei de 29/10/1979)
  MT: [{ nome: 'Dia da Consciência Negra', dia: fixo(11, 20), desde: 2003 }], // Lei 7.879/2002
  PA: [{ nome: 'Adesão do Grão-Pará à Independência', dia: fixo(8, 15) }], // Lei 5.999/1996
  PB: [
    { nome: 'Homenagem a João Pessoa', dia: fixo(7, 26) }, // data magna
    { nome: 'Nossa Senhora das Neves (fundação da Paraíba)', dia: fixo(8, 5) }, // Lei 3.489/1967
  ],
  PE: [
    // Lei 13.835/2009: the first Sunday of March; Lei 16.059/2017: 6 March itself, a holiday from 2018.
    { nome: 'Revolução Pernambucana de 1817', dia: primeiroDomingoDeMarco, desde: 2010, ate: 2017 },
    { nome: 'Data Magna de Pernambuco (Revolução de 1817)', dia: fixo(3, 6), desde: 2018 },
  ],
  PI: [{ nome: 'Dia do Piauí', dia: fixo(10, 19) }], // Lei 176/1937
  PR: [{ nome: 'Emancipação Política do Paraná', dia: fixo(12, 19) }], // Lei 4.658/1962
  RJ: [
    { nome: 'Carnaval (terça-feira)', dia: pascoa(-47), desde: 2009 }, // Lei 5.243/2008
    { nome: 'Dia de São Jorge', dia: fixo(4, 23), desde: 2008 }, // Lei 5.198/2008
    { nome: 'Dia da Consciência Negra', dia: fixo(11, 20), desde: 2002 }, // Lei 4.007/2002
  ],
  RN: [{ nome: 'Mártires de Cunhaú e Uruaçu', dia: fixo(10, 3), desde: 2007 }], // Lei 8.913/2006
  RO: [
    { nome: 'Criação do Estado de Rondônia', dia: fixo(1, 4), desde: 2011 }, // Lei 2.291/2010
    { nome: 'Dia do Evangélico', dia: fixo(6, 18), desde: 2002 }, // lei de 20/12/2001
  ],
  RR: [{ nome: 'Criação do Estado de Roraima', dia: fixo(10, 5) }], // data magna
  RS: [{ nome: 'Revolução Farroupilha', dia: fixo(9, 20) }], // data magna (Constituição do Estado, art. 6º)
  SC: [
    // Lei 12.906/2004 (11/08), Lei 10.306/1996 (25/11); Lei 13.408/2005 moves both to the next Sunday.
    { nome: 'Dia de Santa Catarina', dia: fixo(8, 11), desde: 2004, ate: 2004 },
    { nome: 'Dia de Santa Catarina', dia: domingoAPartirDe(8, 11), desde: 2005 },
    { nome: 'Santa Catarina de Alexandria', dia: fixo(11, 25), ate: 2004 },
    { nome: 'Santa Catarina de Alexandria', dia: domingoAPartirDe(11, 25), desde: 2005 },
  ],
  SE: [{ nome: 'Emancipação Política de Sergipe', dia: fixo(7, 8) }], // data magna
  SP: [
    { nome: 'Revolução Constitucionalista', dia: fixo(7, 9) }, // Lei 9.497/1997 (data magna)
    // A state law of 12/09/2023, superseded by the national holiday (Lei 14.759/2023) from 2024.
    { nome: 'Dia da Consciência Negra', dia: fixo(11, 20), desde: 2023, ate: 2023 },
  ],
  TO: [
    { nome: 'Autonomia do Tocantins', dia: fixo(3, 18) }, // lei estadual
    { nome: 'Nossa Senhora da Natividade', dia: fixo(9, 8) }, // padroeira do estado, lei estadual
    { nome: 'Criação do Estado do Tocantins', dia: fixo(10, 5) }, // data magna (the state created by ADCT art. 13, 1988)
  ],
} as const satisfies Record<string, readonly Regra[]>;

export type UfFeriados = keyof typeof ESTADUAIS;

/** The 27 UFs the calendar knows. */
export const UFS_CALENDARIO = Object.keys(ESTADUAIS) as UfFeriados[];

function normalizarUf(uf: string | null | undefined): UfFeriados | null {
  if (!uf) return null;
  const codigo = uf.trim().toUpperCase();
  if (!(codigo in ESTADUAIS)) throw new RangeError(`UF desconhecida: '${uf}'.`);
  return codigo as UfFeriados;
}

function vigente(regra: Regra, ano: number): boolean {
  return (regra.desde === undefined || ano >= regra.desde) && (regra.ate === undefined || ano <= regra.ate);
}

/** Holidays of `ano`, nationwide or in `uf` too, by date; one entry per date (the national name wins). */
export function feriados(ano: number, uf?: string | null): Feriado[] {
  if (!Number.isInteger(ano) || ano < 1583) throw new RangeError(`Ano inválido: ${ano}.`);
  const codigo = normalizarUf(uf);
  const porData = new Map<string, Feriado>();
  const incluir = (regras: readonly Regra[], ambito: AmbitoFeriado) => {
    for (const r of regras) {
      if (!vigente(r, ano)) continue;
      const data = r.dia(ano);
      if (!porData.has(data)) porData.set(data, { data, nome: r.nome, ambito });
    }
  };
  incluir(NACIONAIS, 'nacional');
  if (codigo) incluir(ESTADUAIS[codigo], 'estadual');
  return [...porData.values()].sort((a, b) => (a.data < b.data ? -1 : 1));
}

// Business-day loops ask the same year many times: one Set per (year, UF), small and bounded by the calendar.
const cache = new Map<string, ReadonlySet<string>>();

function datasDeFeriado(ano: number, uf: UfFeriados | null): ReadonlySet<string> {
  const chave = `${ano}:${uf ?? ''}`;
  let datas = cache.get(chave);
  if (!datas) {
    datas = new Set(feriados(ano, uf).map((f) => f.data));
    cache.set(chave, datas);
  }
  return datas;
}

function diaUtil(data: string, uf: UfFeriados | null): boolean {
  const semana = diaDaSemana(data);
  return semana !== 0 && semana !== 6 && !datasDeFeriado(Number(data.slice(0, 4)), uf).has(data);
}

/** Monday to Friday and not a national (or, given `uf`, state) holiday. Throws on an invalid date. */
export function ehDiaUtil(data: string, uf?: string | null): boolean {
  numeroDoDia(data);
  return diaUtil(data, normalizarUf(uf));
}

/**
 * The `n`-th business day after `data` (before it when `n` < 0); `data` itself never counts, so a deadline of
 * n business days from a Friday starts on Monday. `n` = 0 returns `data` unchanged.
 */
export function adicionarDiasUteis(data: string, n: number, uf?: string | null): string {
  if (!Number.isInteger(n)) throw new RangeError(`Número de dias úteis inválido: ${n}.`);
  const codigo = normalizarUf(uf);
  numeroDoDia(data);
  const passo = n < 0 ? -1 : 1;
  let atual = data;
  for (let faltam = Math.abs(n); faltam > 0;) {
    atual = somarDias(atual, passo);
    if (diaUtil(atual, codigo)) faltam--;
  }
  return atual;
}

/**
 * Business days after `inicio` up to and including `fim` (so adicionarDiasUteis(inicio, k) is k days away);
 * negative, counted the same way, when `fim` comes first.
 */
export function diasUteisEntre(inicio: string, fim: string, uf?: string | null): number {
  const codigo = normalizarUf(uf);
  const [de, ate, sinal] = inicio <= fim ? [inicio, fim, 1] : [fim, inicio, -1];
  const total = numeroDoDia(ate) - numeroDoDia(de);
  let uteis = 0;
  for (let i = 1, atual = de; i <= total; i++) {
    atual = somarDias(atual, 1);
    if (diaUtil(atual, codigo)) uteis++;
  }
  return sinal * uteis;
}

/** Spec 02 §9, 03 §9: business days a deadline counter gives from its start date. */
export const DIAS_UTEIS_DO_PRAZO = 5;

/**
 * Spec deadline counter: 5 business days from a DD/MM/YYYY date; the business days left from `hoje` (ISO) to
 * that deadline, 0 on its last day, and -1 when it has passed or there is no (valid) date.
 */
export function diasUteisRestantes(
  dataDDMMYYYY: string | null | undefined,
  hoje: string,
  uf?: string | null,
): number {
  const inicio = dataDDMMYYYY ? dataBrParaIso(dataDDMMYYYY) : null;
  if (!inicio) return -1;
  const prazo = adicionarDiasUteis(inicio, DIAS_UTEIS_DO_PRAZO, uf);
  if (hoje > prazo) return -1;
  return diasUteisEntre(hoje, prazo, uf);
}

/**
 * Oracle (ARCHITECTURE: holidays cross-checked against date-holidays): over 2000–2040, for Brazil and each UF,
 * every date our table calls a holiday is a public or bank holiday in date-holidays, and vice versa, except
 * for the deliberate differences listed below.
 *
 * Speed: date-holidays costs ~0.1 ms per rule and year. Asking it for "BR + UF" 28 × 41 times repeats the
 * ~23 national rules in every state, so the national rules are asked once and each UF instance keeps only its
 * own rules; a UF's holidays are the union, which is also how our table is built. About 0.25 s of CPU
 * time; the timeout below is headroom for a loaded, shared runner, not the budget.
 */
import Holidays, { type HolidaysTypes } from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { UFS } from '../filiais/estados.rules.ts';
import { feriados, UFS_CALENDARIO, type UfFeriados } from './dias-uteis.ts';

const ANOS = Array.from({ length: 41 }, (_, i) => 2000 + i);
const TIPOS_FERIADO = new Set(['public', 'bank']);

/**
 * Deliberate differences. Each entry matches a date (MM-DD part, or a rule name) and says who has it.
 * - Election days (1st and 2nd round, even years): date-holidays lists them as public holidays; they are
 *   always Sundays and no law makes them holidays, so the table leaves them out.
 * - AC Dia do Evangélico: 23 January (Lei estadual 1.538/2004); date-holidays has 12 January.
 * - AC Dia do Católico: 20 January since 2016 (Lei estadual 3.137/2016); missing from date-holidays.
 * - AC Tratado de Petrópolis, 17 November: a state holiday since Lei 57/1965 and banks close; date-holidays
 *   has it only from 2012 and as "optional".
 * - PE Data Magna: 6 March itself from 2018 (Lei estadual 16.059/2017); date-holidays still has the first Sunday
 *   of March of the 2009 law.
 * Also sidestepped by the union: asked for "BR + UF", date-holidays lets a state rule with the same key
 * replace the national one, so AM, MT, RJ and SP lose the national 20/11 from 2024 and RJ the bank Carnival
 * Tuesday before 2009.
 * Not differences, for the record: Carnival Monday and Tuesday and Corpus Christi are "bank" in date-holidays
 * (Saturday–Sunday and Ash Wednesday morning are "optional", left out by both); 20 November is national from
 * 2024 in both.
 */
const SO_NO_ORACULO: readonly { uf: UfFeriados | null; diaMes?: string; nome?: string }[] = [
  { uf: null, nome: 'Dia de Eleição' },
  { uf: 'AC', diaMes: '01-12' },
  { uf: 'PE', nome: 'Revolução Pernambucana de 1817' },
];
const SO_NA_TABELA: readonly { uf: UfFeriados; diaMes: string }[] = [
  { uf: 'AC', diaMes: '01-20' },
  { uf: 'AC', diaMes: '01-23' },
  { uf: 'AC', diaMes: '11-17' },
  { uf: 'PE', diaMes: '03-06' },
];

type Datas = Map<string, { nome: string; tipo: string }>;

function datasDoOraculo(hd: Holidays, ano: number): Datas {
  const datas: Datas = new Map();
  for (const h of hd.getHolidays(ano)) {
    if (TIPOS_FERIADO.has(h.type)) datas.set(h.date.slice(0, 10), { nome: h.name, tipo: h.type });
  }
  return datas;
}

// The package types getRules() as its HolidayRule class; the objects are the plain rule records.
const regras = (hd: Holidays) => hd.getRules() as unknown as HolidaysTypes.HolidayRule[];
const assinatura = (r: HolidaysTypes.HolidayRule) => JSON.stringify(r);

/**
 * Holidays as plain calendar dates: the package documents setTimezone(undefined) for that (typed as string) and
 * it skips a moment-timezone conversion per date, the bulk of its run time.
 */
function semFuso(hd: Holidays): Holidays {
  hd.setTimezone(undefined as unknown as string);
  return hd;
}

const nacional = semFuso(new Holidays('BR'));
const regrasNacionais = new Map(regras(nacional).map((r) => [r.rule, assinatura(r)]));
for (const r of regras(nacional)) if (!TIPOS_FERIADO.has(r.type ?? 'public')) nacional.unsetRule(r.rule);
const oraculoNacional = new Map(ANOS.map((ano) => [ano, datasDoOraculo(nacional, ano)]));

/** A UF's own rules: national rules it inherits unchanged are dropped (they were asked once above). */
function oraculoDaUf(uf: UfFeriados): Holidays {
  const hd = semFuso(new Holidays('BR', uf));
  for (const r of regras(hd)) {
    const herdada = regrasNacionais.get(r.rule) === assinatura(r);
    if (herdada || !TIPOS_FERIADO.has(r.type ?? 'public')) hd.unsetRule(r.rule);
  }
  return hd;
}

function diferencas(uf: UfFeriados | null, hdUf: Holidays | null): string[] {
  const achados: string[] = [];
  for (const ano of ANOS) {
    const deles: Datas = new Map(oraculoNacional.get(ano));
    if (hdUf) for (const [data, h] of datasDoOraculo(hdUf, ano)) if (!deles.has(data)) deles.set(data, h);
    const nossos = new Map(feriados(ano, uf).map((f) => [f.data, f]));
    for (const [data, f] of nossos) {
      const combinado = SO_NA_TABELA.some((d) => d.uf === uf && data.endsWith(d.diaMes));
      if (!deles.has(data) && !combinado) achados.push(`${uf ?? 'BR'} ${data} só na tabela: ${f.nome}`);
    }
    for (const [data, h] of deles) {
      const combinado = SO_NO_ORACULO.some(
        (d) =>
          (d.uf === null || d.uf === uf) &&
          (d.diaMes === undefined || data.endsWith(d.diaMes)) &&
          (d.nome === undefined || h.nome === d.nome),
      );
      if (!nossos.has(data) && !combinado)
        achados.push(`${uf ?? 'BR'} ${data} só no date-holidays: ${h.nome}`);
    }
  }
  return achados;
}

describe('holiday table vs date-holidays, 2000–2040', () => {
  it('covers the 27 UFs', () => {
    expect([...UFS_CALENDARIO].sort()).toEqual([...UFS].sort());
  });

  it('national holidays match, with banks closing on Carnival and Corpus Christi', () => {
    expect(diferencas(null, null)).toEqual([]);
    for (const ano of ANOS) {
      for (const f of feriados(ano)) {
        const bancario = f.nome.startsWith('Carnaval') || f.nome === 'Corpus Christi';
        expect(oraculoNacional.get(ano)?.get(f.data)?.tipo, `${f.data} ${f.nome}`).toBe(
          bancario ? 'bank' : 'public',
        );
      }
    }
  });

  it('state holidays match in every UF', { timeout: 20_000 }, () => {
    const achados = UFS_CALENDARIO.flatMap((uf) => diferencas(uf, oraculoDaUf(uf)));
    expect(achados).toEqual([]);
  });
});

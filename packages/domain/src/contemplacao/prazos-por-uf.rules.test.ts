import { describe, expect, it } from 'vitest';
import { deveDescontemplar, prazoDaAnalise, prazoDaGarantia } from './prazos.rules.ts';

/**
 * The contemplation's deadlines on the holder's state calendar (02 §9: "state holidays excluded"): the same
 * assembly gives a later date where a state holiday falls inside the count, and the same date elsewhere.
 */
describe('guarantee deadline by the holder UF', () => {
  it.each<[string, string, number, string | null, string]>([
    // Tue 6 Jul 2027 + 5: SP skips Fri 9 Jul (Revolução Constitucionalista); RJ and no UF do not.
    ['crosses 09/07 in SP', '2027-07-06', 5, 'SP', '2027-07-14'],
    ['same dates in RJ', '2027-07-06', 5, 'RJ', '2027-07-13'],
    ['nationwide only', '2027-07-06', 5, null, '2027-07-13'],
    // Tue 20 Apr 2027 + 3: Wed 21 is Tiradentes everywhere; Fri 23 (São Jorge) only in RJ.
    ['national holiday everywhere, São Jorge in RJ', '2027-04-20', 3, 'RJ', '2027-04-27'],
    ['national holiday only in SP', '2027-04-20', 3, 'SP', '2027-04-26'],
    // Thu 1 Jul 2027 + 1: Fri 2 Jul is the Independência da Bahia.
    ['Independência da Bahia', '2027-07-01', 1, 'BA', '2027-07-05'],
    ['2 July elsewhere', '2027-07-01', 1, 'PE', '2027-07-02'],
    // Thu 19 Sep 2024 + 1: Fri 20 Sep is the Revolução Farroupilha in RS.
    ['Revolução Farroupilha', '2024-09-19', 1, 'RS', '2024-09-23'],
    // 20 November is national since 2024 (Lei 14.759/2023): SP and RJ alike in 2025…
    ['20/11 national in 2025 (SP)', '2025-11-19', 1, 'SP', '2025-11-21'],
    ['20/11 national in 2025 (RJ)', '2025-11-19', 1, 'RJ', '2025-11-21'],
    // …but before 2024 only where a state law made it a holiday (RJ), not in SP.
    ['20/11/2019 in RJ (state law)', '2019-11-19', 1, 'RJ', '2019-11-21'],
    ['20/11/2019 not in SP', '2019-11-19', 1, 'SP', '2019-11-20'],
  ])('%s: %s + %i (%s) → %s', (_caso, assembleia, dias, uf, data) => {
    expect(prazoDaGarantia(assembleia, dias, assembleia, uf).data).toBe(data);
  });

  it('counts the business days left on the same calendar', () => {
    // On Thu 8 Jul 2027: SP has 12, 13, 14 left (9 is a holiday); RJ has 9, 12, 13.
    expect(prazoDaGarantia('2027-07-06', 5, '2027-07-08', 'SP').diasUteisRestantes).toBe(3);
    expect(prazoDaGarantia('2027-07-06', 5, '2027-07-08', 'RJ').diasUteisRestantes).toBe(3);
    expect(prazoDaGarantia('2027-07-06', 5, '2027-07-09', 'SP').diasUteisRestantes).toBe(3);
    expect(prazoDaGarantia('2027-07-06', 5, '2027-07-09', 'RJ').diasUteisRestantes).toBe(2);
  });

  it('the deadline job descontemplates a day later in SP than in RJ', () => {
    const e = { dataContemplacao: '2027-07-06', diasUteis: 5, faseAnalise: 'Pendência Cliente' };
    expect(deveDescontemplar({ ...e, hoje: '2027-07-14', uf: 'RJ' })).toBe(true);
    expect(deveDescontemplar({ ...e, hoje: '2027-07-14', uf: 'SP' })).toBe(false);
    expect(deveDescontemplar({ ...e, hoje: '2027-07-15', uf: 'SP' })).toBe(true);
  });
});

describe('analysis within 48 business hours, by the holder UF', () => {
  it.each<[string, string | null, string]>([
    // Sent Thu 8 Jul 2027 at noon in São Paulo: SP answers by Tue 13 (Fri 9 is a holiday), RJ by Mon 12.
    ['2027-07-08T15:00:00Z', 'SP', '2027-07-13'],
    ['2027-07-08T15:00:00Z', 'RJ', '2027-07-12'],
    ['2027-07-08T15:00:00Z', null, '2027-07-12'],
    // Sent Wed 21 Apr 2027 (Tiradentes): Thu 22 and Fri 23 in SP; Thu 22 and Mon 26 in RJ (São Jorge).
    ['2027-04-21T15:00:00Z', 'SP', '2027-04-23'],
    ['2027-04-21T15:00:00Z', 'RJ', '2027-04-26'],
  ])('sent %s (%s) → %s', (enviadoEm, uf, data) => {
    expect(prazoDaAnalise(new Date(enviadoEm), enviadoEm.slice(0, 10), uf).data).toBe(data);
  });
});

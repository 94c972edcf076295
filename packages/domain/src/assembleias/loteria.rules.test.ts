import { describe, expect, it } from 'vitest';
import {
  CONCURSO_DE_REFERENCIA,
  concursoDaData,
  mensagemConcursoErrado,
  ultimoSorteioAte,
} from './loteria.rules.ts';

describe('Loteria Federal contest of a date', () => {
  it('uses the last Wednesday or Saturday draw on or before the date', () => {
    expect(ultimoSorteioAte('2025-10-01')).toBe('2025-10-01'); // Wednesday
    expect(ultimoSorteioAte('2025-10-03')).toBe('2025-10-01'); // Friday
    expect(ultimoSorteioAte('2025-10-04')).toBe('2025-10-04'); // Saturday
    expect(ultimoSorteioAte('2025-10-07')).toBe('2025-10-04'); // Tuesday
  });

  it('counts two contests a week from the reference', () => {
    const { concurso } = CONCURSO_DE_REFERENCIA;
    expect(concursoDaData('2025-10-01')).toBe(concurso);
    expect(concursoDaData('2025-10-04')).toBe(concurso + 1);
    expect(concursoDaData('2025-10-06')).toBe(concurso + 1);
    expect(concursoDaData('2025-10-08')).toBe(concurso + 2);
    expect(concursoDaData('2025-11-01')).toBe(concurso + 9);
  });

  it('tells the operator which contest to type', () => {
    expect(mensagemConcursoErrado('2025-10-06')).toBe(
      `Informe o concurso da Loteria Federal de 04/10/2025: nº ${CONCURSO_DE_REFERENCIA.concurso + 1}.`,
    );
  });
});

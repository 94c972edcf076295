import { describe, expect, it } from 'vitest';
import { criaComChave } from '@portal/domain';
import { AMOSTRAS } from '../../test/concorrencia/amostras.ts';
import { criadoras, operacoes, registrarAmostras } from '../../test/concorrencia/harness.ts';

/** The concurrency harness (issue 13), apps/api/test/concorrencia/harness.ts: the catalogue's checks and part 1 of 3. */
describe('the catalogue and the harness', () => {
  it('classifies every POST: it creates (takes an Idempotency-Key), is a session step, or only reads', () => {
    const posts = operacoes.filter(([, op]) => op.metodo === 'POST');
    expect(posts.length).toBeGreaterThan(30);
    expect(posts.filter(([, op]) => !op.efeito).map(([nome]) => nome)).toEqual([]);
    expect(criadoras.length).toBeGreaterThan(15);
  });

  it('has a sample request for every creating POST, and none for anything else', () => {
    expect(criadoras.filter(([, op]) => !AMOSTRAS.has(op)).map(([nome]) => nome)).toEqual([]);
    const sobrando = [...AMOSTRAS.keys()].filter((op) => !criaComChave(op));
    expect(sobrando.map((op) => `${op.metodo} ${op.caminho}`)).toEqual([]);
  });
});

registrarAmostras(0, 3);

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROTULOS_ACAO_AUDITORIA } from '@portal/domain';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

/** Every source file of the API (tests aside). */
async function fontes(pasta: string): Promise<string[]> {
  const itens = await readdir(pasta, { withFileTypes: true });
  const arquivos = await Promise.all(
    itens.map((i) => {
      const caminho = path.join(pasta, i.name);
      if (i.isDirectory()) return fontes(caminho);
      return Promise.resolve(i.name.endsWith('.ts') && !i.name.endsWith('.test.ts') ? [caminho] : []);
    }),
  );
  return arquivos.flat();
}

/**
 * The ways the API writes an audit entry: a record `{ acao: 'x.y' }` (comAuditoria), possibly choosing between
 * two (`acao: cond ? 'x.y' : 'x.z'`), and the repository's `auditar(operadorId, 'x.y', …)`.
 */
const ESCRITAS = [
  /\bacao:\s*'([^']+)'/g,
  /\bacao:\s*[\w.]+\s*\?\s*'([^']+)'\s*:\s*'([^']+)'/g,
  /\bauditar\(\s*[^,()]+,\s*'([^']+)'/g,
];

async function acoesEscritasPelaApi(): Promise<Set<string>> {
  const acoes = new Set<string>();
  for (const arquivo of await fontes(SRC)) {
    const texto = await readFile(arquivo, 'utf8');
    for (const padrao of ESCRITAS)
      for (const m of texto.matchAll(padrao)) for (const acao of m.slice(1)) if (acao) acoes.add(acao);
  }
  return acoes;
}

describe('audit action labels', () => {
  it('every action the API writes has a Portuguese label for the back-office', async () => {
    const acoes = await acoesEscritasPelaApi();
    // The search itself works: it finds actions written both ways.
    expect(acoes).toContain('assembleia.iniciada');
    expect(acoes).toContain('assembleia.iniciada-antes-da-data');
    expect(acoes).toContain('boleto.pago');
    expect(acoes).toContain('retorno.importado');
    expect(acoes).toContain('login');
    expect([...acoes].filter((a) => !(a in ROTULOS_ACAO_AUDITORIA))).toEqual([]);
  });
});

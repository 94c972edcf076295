import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createDb, ensureDatabase } from '@portal/db';
import { apagarBanco } from '@portal/db/test/template';
import { configFromEnv } from './config.ts';
import {
  MENSAGEM_DADOS_GRAVADOS,
  MENSAGEM_SEM_DADOS,
  prepararDadosDeDemonstracao,
} from './dados-de-demonstracao.ts';

// Provided by packages/db/test/global-setup.ts (the api project's global setup).
declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    senhaDoApp: string;
  }
}

/**
 * What server.ts does at start on a brand-new database given by DATABASE_URL (the same createDb and `preparar`
 * it uses): migrate, then write the demo data or not. Answers the rows it left and the lines it logged.
 */
async function partidaEmBancoNovo(env: NodeJS.ProcessEnv) {
  const adminUrl = inject('adminUrl');
  const nome = `portal_partida_${randomBytes(4).toString('hex')}`;
  const config = configFromEnv({ ...env, DATABASE_URL: await ensureDatabase(adminUrl, nome) });
  const linhas: string[] = [];
  try {
    const banco = await createDb({
      databaseUrl: config.databaseUrl,
      databaseAppPassword: inject('senhaDoApp'),
      preparar: (dono) => prepararDadosDeDemonstracao(dono.db, config, (linha) => linhas.push(linha)),
    });
    try {
      const { rows } = await banco.pool.query<{ parceiros: number; clientes: number; operadores: number }>(
        `select (select count(*)::int from parceiros) as parceiros, (select count(*)::int from clientes) as clientes,
                (select count(*)::int from operadores) as operadores`,
      );
      return { ...rows[0]!, linhas };
    } finally {
      await banco.close();
    }
  } finally {
    await apagarBanco(adminUrl, nome);
  }
}

describe('demo data on demand', () => {
  it('is off unless DEMO_DATA=true', () => {
    expect(configFromEnv({}).dadosDeDemonstracao).toBe(false);
    expect(configFromEnv({ DEMO_DATA: 'false' }).dadosDeDemonstracao).toBe(false);
    expect(configFromEnv({ DEMO_DATA: '1' }).dadosDeDemonstracao).toBe(false);
    expect(configFromEnv({ DEMO_DATA: 'true' }).dadosDeDemonstracao).toBe(true);
  });

  it('a bare server on an empty database migrates it, writes no account, and says how to get the demo', async () => {
    const partida = await partidaEmBancoNovo({});
    expect(partida).toEqual({ parceiros: 0, clientes: 0, operadores: 0, linhas: [MENSAGEM_SEM_DADOS] });
    expect(MENSAGEM_SEM_DADOS).toContain('DEMO_DATA=true');
  });

  it('with DEMO_DATA=true (npm start) the empty database gets the demo customers and operators', async () => {
    const partida = await partidaEmBancoNovo({ DEMO_DATA: 'true' });
    expect(partida.parceiros).toBeGreaterThan(0);
    expect(partida.clientes).toBeGreaterThan(0);
    expect(partida.operadores).toBeGreaterThan(0);
    expect(partida.linhas).toEqual([MENSAGEM_DADOS_GRAVADOS]);
  });
});

describe('listening interface', () => {
  it('is every interface for a bare server; HOST chooses another', () => {
    expect(configFromEnv({}).host).toBe('0.0.0.0');
    expect(configFromEnv({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });
});

/**
 * One PostgreSQL for the whole run (embedded in a temporary folder, or the server of DATABASE_URL) and a
 * migrated, seeded template database; each worker clones it and starts its own API server (fixtures.ts).
 * The workers find both through the environment, which Playwright hands from here to every worker.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { iniciarBancoDeTeste } from '@portal/db/test/template';

export default async function globalSetup() {
  const pasta = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-'));
  const banco = await iniciarBancoDeTeste(`portal_e2e_${process.pid}`, process.env.DATABASE_URL);
  process.env.E2E_ADMIN_URL = banco.adminUrl;
  process.env.E2E_TEMPLATE = banco.template;
  process.env.E2E_SENHA_DO_APP = banco.senhaDoApp;
  process.env.E2E_PASTA = pasta;
  process.env.E2E_HOJE_DO_SEED = banco.hojeDoSeed;

  return async () => {
    // A worker killed mid-run cannot stop its server: the pid files it left say which ones are still there.
    const pids = await readdir(path.join(pasta, 'servidores')).catch(() => [] as string[]);
    for (const pid of pids) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await banco.parar();
    await rm(pasta, { recursive: true, force: true });
  };
}

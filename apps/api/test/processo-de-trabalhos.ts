/**
 * A separate OS process that takes one job and dies holding it (trabalhos.test.ts kills it with SIGKILL): its own
 * Node, its own pool and pg-boss, as an API process of a deployment. It records that it started the job, then
 * waits forever; what it would have written never is.
 *
 * Usage: node --import tsx apps/api/test/processo-de-trabalhos.ts   (DATABASE_URL and FILA in the environment)
 */
import { connect } from '@portal/db';
import { createTrabalhos } from '../src/adapters/trabalhos.ts';

const url = process.env.DATABASE_URL;
const fila = process.env.FILA;
if (!url || !fila) throw new Error('DATABASE_URL e FILA são obrigatórios.');

const database = connect(url, 2);
const trabalhos = createTrabalhos({
  db: database.db,
  automaticos: false,
  log: { error: () => undefined, warn: () => undefined },
});
trabalhos.definir<{ chave: string }>({
  nome: fila,
  tentativas: 3,
  esperaSegundos: 1,
  expiraSegundos: 1,
  async executar({ chave }) {
    await database.pool.query(`insert into efeitos (chave, quem) values ($1, 'comecou')`, [
      `${chave}:inicio`,
    ]);
    await new Promise(() => undefined);
  },
});
await trabalhos.iniciar();
void trabalhos.executarPendentes();

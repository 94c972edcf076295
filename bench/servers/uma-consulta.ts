/** Baseline floor of any database-backed endpoint: a bare Fastify route doing one primary-key SELECT through pg. */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
app.get(
  '/',
  async () => (await pool.query('select id, numero, situacao from cotas where id = $1', [1])).rows[0],
);
// Any free port: another bench may be running on this shared machine. The address goes back to run.ts.
process.send?.(await app.listen({ port: 0, host: '127.0.0.1' }));

/**
 * Our API, as `npm start` builds it, on the bench database: the request log at its default level, written to a
 * stdout the bench discards, so its cost is in the figures. The built web only when BENCH_WEB is set (Lighthouse).
 */
import { connect } from '@portal/db';
import { buildApp } from '@portal/api/app';
import { configFromEnv } from '@portal/api/config';

const database = connect(process.env.DATABASE_URL!);
const app = await buildApp({
  db: database.db,
  config: { ...configFromEnv(), ...(process.env.BENCH_WEB ? {} : { webDist: undefined }) },
});
// Any free port: another bench may be running on this shared machine. The address goes back to run.ts.
process.send?.(await app.listen({ port: 0, host: '127.0.0.1' }));

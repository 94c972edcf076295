/** Our API, as `npm start` builds it (no web files, no request log), on the bench database. */
import { connect } from '@portal/db';
import { buildApp } from '@portal/api/app';
import { configFromEnv } from '@portal/api/config';

const database = connect(process.env.DATABASE_URL!);
const app = await buildApp({
  db: database.db,
  config: { ...configFromEnv(), webDist: undefined },
  logger: false,
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('pronto');

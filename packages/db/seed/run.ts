/** `npm run db:seed`: empties the database and seeds the demo data again. */
import { hojeEmSaoPaulo } from '@portal/domain';
import { createDb } from '../src/client.ts';
import { migrate } from '../src/migrate.ts';
import { apagarTudo, seed } from './index.ts';

const database = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  log: console.log,
});
try {
  await apagarTudo(database.db);
  await migrate(database.pool);
  await seed(database.db, hojeEmSaoPaulo());
  console.log(`Dados de demonstração gravados em ${database.descricao}.`);
} finally {
  await database.close();
}

/** `npm run db:seed`: empties the database and seeds the demo data again. */
import { hojeEmSaoPaulo } from '@portal/domain';
import { createDb } from '../src/client.ts';
import { seed, truncateAll } from './index.ts';

const database = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR, log: console.log });
try {
  await truncateAll(database.db);
  await seed(database.db, hojeEmSaoPaulo());
  console.log(`Dados de demonstração gravados em ${database.descricao}.`);
} finally {
  await database.close();
}

/** `npm run db:seed`: empties the database and seeds the demo data again (as the owner: it drops schemas). */
import { hojeEmSaoPaulo } from '@portal/domain';
import { createDb } from '../src/client.ts';
import { migrate } from '../src/migrate.ts';
import { apagarTudo, seed } from './index.ts';

const database = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  databaseAppPassword: process.env.DATABASE_APP_PASSWORD,
  dataDir: process.env.DATA_DIR,
  log: console.log,
  preparar: async (dono) => {
    await apagarTudo(dono.db);
    await migrate(dono.pool);
    await seed(dono.db, hojeEmSaoPaulo());
  },
});
console.log(`Dados de demonstração gravados em ${database.descricao}.`);
await database.close();

import { createDb } from '@portal/db';
import { seedIfEmpty } from '@portal/db/seed';
import { hojeEmSaoPaulo } from '@portal/domain';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { publicarVersaoDaWeb } from './modules/acesso/versoes.ts';

const config = configFromEnv();
const database = await createDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: (line) => console.log(line),
});
if (await seedIfEmpty(database.db, hojeEmSaoPaulo()))
  console.log('Banco vazio: dados de demonstração gravados.');

const versao = await publicarVersaoDaWeb(database.db, config.webDist);
if (versao) console.log(`Versão da web publicada: ${versao}`);

const app = await buildApp({ db: database.db, config });

let encerrando = false;
async function encerrar(sinal: string) {
  if (encerrando) return;
  encerrando = true;
  app.log.info(`${sinal} recebido: encerrando`);
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void encerrar('SIGINT'));
process.on('SIGTERM', () => void encerrar('SIGTERM'));

try {
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(`Portal do Consorciado em http://localhost:${config.port} (banco: ${database.descricao})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await database.close();
  process.exit(1);
}

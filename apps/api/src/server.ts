import { createDb, ErroDoBanco, type StartedDatabase } from '@portal/db';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { prepararDadosDeDemonstracao } from './dados-de-demonstracao.ts';
import { publicarVersaoDaWeb } from './modules/acesso/versoes.ts';

/** Stops with one Portuguese sentence and no stack trace: what the operator needs to act on. */
function sair(mensagem: string): never {
  console.error(mensagem);
  process.exit(1);
}

const config = configFromEnv();
let database: StartedDatabase;
try {
  database = await createDb({
    databaseUrl: config.databaseUrl,
    databaseAppUrl: config.databaseAppUrl,
    databaseAppPassword: config.databaseAppPassword,
    dataDir: config.dataDir,
    log: (line) => console.log(line),
    // The demo data is written by the owner: the runtime role may not write every table the seed fills.
    preparar: (dono) => prepararDadosDeDemonstracao(dono.db, config, (linha) => console.log(linha)),
    // The embedded PostgreSQL died and would not start again: a supervisor can restart us, answering 500
    // forever helps no one.
    aoPerderOBanco: (erro) => sair(erro.message),
  });
} catch (error) {
  if (error instanceof ErroDoBanco) sair(error.message);
  const causa = error instanceof Error ? error.message : String(error);
  sair(`Não foi possível conectar ao banco de dados (${causa}); confira DATABASE_URL ou DATA_DIR.`);
}

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
  await app.listen({ port: config.port, host: config.host });
  console.log(`Portal do Consorciado em http://localhost:${config.port} (banco: ${database.descricao})`);
  if (config.host.startsWith('127.'))
    console.log(
      `Escutando só em ${config.host} (esta máquina): para abrir na rede, HOST=0.0.0.0; as páginas /dev continuam só locais.`,
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await database.close();
  process.exit(1);
}

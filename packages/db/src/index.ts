export * from './schema/index.ts';
export {
  connect,
  createDb,
  descreverUrl,
  ensureDatabase,
  type Database,
  type Db,
  type StartedDatabase,
} from './client.ts';
export { migrate } from './migrate.ts';
export { startEmbedded, type EmbeddedServer } from './embedded.ts';
export { ErroDoBanco } from './pasta-do-cluster.ts';
export { definirSenhaDoApp, PAPEL_DO_APP, urlDoApp } from './papeis.ts';
export { hashSenha, verificarSenha } from './senha.ts';

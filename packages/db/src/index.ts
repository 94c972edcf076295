export * from './schema/index.ts';
export { connect, createDb, ensureDatabase, type Database, type Db, type StartedDatabase } from './client.ts';
export { migrate } from './migrate.ts';
export { startEmbedded, type EmbeddedServer } from './embedded.ts';
export { hashSenha, verificarSenha } from './senha.ts';

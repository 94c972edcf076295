import { inject } from 'vitest';
import { connect, urlDoApp, type Database } from '../src/index.ts';
import { clonarTemplate } from './template.ts';

export interface TestDatabase extends Database {
  /** The clone as its owner (fixtures that build data the app could not, e.g. clonarCliente). */
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database for one test file, cloned from the migrated and seeded template in milliseconds. The pool
 * connects as the runtime role `portal_app`, as the server does (the template's grants travel with the clone),
 * so a module that writes what that role may not fails its tests; 20 connections, so 20 parallel requests
 * really run in parallel; 30 s to connect, as a loaded machine takes seconds to start a backend.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const clone = await clonarTemplate(inject('adminUrl'), inject('templateDatabase'));
  const database = connect(urlDoApp(clone.url, inject('senhaDoApp')), 20, 30_000);
  return {
    ...database,
    url: clone.url,
    drop: async () => {
      await database.close();
      await clone.apagar();
    },
  };
}

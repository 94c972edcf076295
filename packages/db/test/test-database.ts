import { inject } from 'vitest';
import { connect, type Database } from '../src/index.ts';
import { clonarTemplate } from './template.ts';

export interface TestDatabase extends Database {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh database for one test file, cloned from the migrated and seeded template in milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const clone = await clonarTemplate(inject('adminUrl'), inject('templateDatabase'));
  const database = connect(clone.url, 5);
  return {
    ...database,
    url: clone.url,
    drop: async () => {
      await database.close();
      await clone.apagar();
    },
  };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../src/index.ts';

export interface TestDatabase extends Database {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh database for one test file, cloned from the migrated and seeded template in milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDatabase');
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 5);
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client
        .query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)
        .finally(() => client.end());
    },
  };
}

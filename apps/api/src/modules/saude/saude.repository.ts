import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';

/** Reads no table: one round trip that needs a live connection and a server that answers. */
export function createSaudeRepository(db: Db) {
  return {
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

export type SaudeRepository = ReturnType<typeof createSaudeRepository>;

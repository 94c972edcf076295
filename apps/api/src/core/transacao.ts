import type { Db } from '@portal/db';

/** A transaction handle: owners' writers take it so a caller's change and theirs commit or fail together. */
export type Transacao = Parameters<Parameters<Db['transaction']>[0]>[0];

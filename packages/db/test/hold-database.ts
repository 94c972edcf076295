/** Child process for embedded.test.ts: starts the database, says so, then waits to be killed. */
import { createDb } from '../src/client.ts';

const database = await createDb({ dataDir: process.argv[2] });
process.stdout.write(`ready ${database.embedded?.port}\n`);
setInterval(() => undefined, 1000);

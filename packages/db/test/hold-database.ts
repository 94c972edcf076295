/** Child process for the tests: starts the database, says so, then waits to be killed (SIGTERM closes it). */
import { createDb } from '../src/client.ts';

const database = await createDb({ dataDir: process.argv[2] });
const vivo = setInterval(() => undefined, 1000);
process.on('SIGTERM', () => {
  clearInterval(vivo);
  void database.close().then(() => process.exit(0));
});
process.stdout.write(`ready ${database.embedded?.port}\n`);

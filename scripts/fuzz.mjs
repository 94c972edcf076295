/**
 * The long fuzzing run: the API suite's fuzz test (apps/api/src/core/fuzz.test.ts) with more cases than `npm
 * test` runs. `FUZZ_RUNS` (default 20 000) and `FUZZ_SEED` (default: a new one each run, printed) tune it;
 * a failure prints the requests that show it, and the seed reproduces the run.
 */
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '20000',
  FUZZ_SEED: process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31)),
  FUZZ_VERBOSO: '1',
};
console.log(`fuzzing: FUZZ_RUNS=${env.FUZZ_RUNS} FUZZ_SEED=${env.FUZZ_SEED}`);
const { status } = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'apps/api/src/core/fuzz.test.ts'], {
  stdio: 'inherit',
  env,
});
process.exit(status ?? 1);

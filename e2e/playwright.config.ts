import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Fully parallel: every worker runs on its own clone of the seeded database with its own API server
 * (global-setup.ts, fixtures.ts), so nothing depends on order or on another worker. E2E_WORKERS overrides
 * the worker count. screens.spec.ts (the README's pictures, tracked in git) runs only through
 * `npm run screens`, which sets E2E_TELAS=1.
 */
const TELAS = process.env.E2E_TELAS === '1';

/** Measured on 2 cores: 2 workers beat 3 (the browsers and servers share the CPU); more cores, more workers. */
function workersPadrao(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || workersPadrao(),
  retries: 0,
  // Timeouts catch a hang, not a slow machine: on a shared 2-core box under load, an axe check alone can take
  // 10 s and a journey several times its quiet time.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  outputDir: process.env.E2E_OUTPUT ?? '../test-results',
  projects: TELAS
    ? [
        {
          name: 'screens',
          testMatch: 'screens.spec.ts',
          metadata: { pastaDeTelas: fileURLToPath(new URL('../docs/screens/', import.meta.url)) },
        },
      ]
    : [{ name: 'e2e', testMatch: '*.spec.ts', testIgnore: 'screens.spec.ts' }],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace, DOM snapshots without the screencast (a quarter of a run's CPU on 2 cores).
    // CI, whose traces nobody can open, sets E2E_TRACE=off and still gets each failure's error-context.md.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});

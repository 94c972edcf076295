import os from 'node:os';
import { defineConfig } from 'vitest/config';

const webSrc = new URL('./apps/web/src', import.meta.url).pathname;

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
        // The web app's own '@/…' imports (apps/web/vite.config.ts), so journey logic is testable as written.
        resolve: { alias: { '@': webSrc } },
      },
      {
        // Component tests: screens rendered in a DOM and driven as a person would, `fetch` as the only stub.
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
          // A render and a few clicks take well under a second, but a busy machine can stretch the default 5 s.
          testTimeout: 15_000,
          // One module graph per worker instead of per file: React, Router and the icon set load once (about 17 s
          // down to 7 s here). Safe because setup-dom.ts resets the DOM, storage and `fetch` after every test.
          isolate: false,
        },
        resolve: { alias: { '@': webSrc } },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/db/test/global-setup.ts'],
          // Generous: a passing test takes no longer for it, and CI's shared 2 cores are sometimes slowed
          // several times over (a 3-second test has been seen to take 30).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Vitest's default is one worker fewer than the cores (1 on a 2-core CI box). An API test file spends
          // much of its time waiting on PostgreSQL, a separate process, so one worker per core keeps both busy:
          // the suite runs twice in CI, and this is its largest share of the 45-minute budget.
          maxWorkers: Math.max(2, os.availableParallelism()),
          // One module graph per worker: every file imports the whole app (every module, schema and the
          // catalogue), about 4 s a file, 103 files. Shared, the suite took 5.5 min instead of 11.8 on 2 cores.
          // Safe because no API test mocks a module, stubs the environment or fakes timers: each builds its own
          // app on its own database clone, and module state is constants and caches of pure results.
          isolate: false,
        },
      },
    ],
  },
});

import { defineConfig } from '@playwright/test';

/**
 * `npm start`'s server on its own port and a throw-away data directory, so a run never touches ./data.
 * E2E_PORT, E2E_DATA_DIR and WEB_DIST let several runs share a machine without colliding.
 */
export const PORTA = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: process.env.E2E_OUTPUT ?? '../test-results',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx apps/api/src/server.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${PORTA}/app-cliente/v1/parceiros`,
    // Every e2e request comes from one address: the per-IP login ceiling is lifted (the per-account policy stays).
    env: {
      PORT: String(PORTA),
      DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      OPERADOR_API_KEY: 'e2e-operador',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { E2E_ADMIN_EMAIL } from './fixtures/constants';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

// Playwright evaluates this file again in every worker; the runner's choices travel to them
// through the environment, so all of them talk to the one server the runner started.
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
process.env.E2E_PORT ||= String(await freePort());
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'labbridge-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
if (!isWorker) {
  // The web server has been stopped by the time the runner exits.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const baseURL = `http://127.0.0.1:${port}`;

const isCi = Boolean(process.env.CI);
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  forbidOnly: isCi,
  retries: isCi ? 1 : 0,
  // Two cores: one browser at a time next to the server.
  workers: 1,
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: {
    // The built app, exactly as `npm start` runs it (`npm run test:e2e` builds first).
    command: 'node --enable-source-maps backend/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Always the embedded database, whatever the calling shell exports for other suites.
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_ORIGIN: '',
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      RATE_LIMIT_REGISTER_PER_IP: '100000',
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});

import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// scripts/test.ts finds Chromium and passes it here; run through `npm test` (or set SOW_CHROMIUM).
const executablePath = process.env.SOW_CHROMIUM || undefined;
// Another preview may hold the default port (e.g. a second checkout): SOW_E2E_PORT picks another.
const port = Number(process.env.SOW_E2E_PORT) || 4399;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // npm test reads this to print its closing count.
    ...(process.env.SOW_JSON_REPORT ? [['json', { outputFile: process.env.SOW_JSON_REPORT }] as ['json', { outputFile: string }]] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Every page registers the service worker, which saves the whole site (about 360 files) in each fresh
    // context: only tests/e2e/site/offline.spec.ts needs it, and turns it on there.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          // Our machines have no network beyond package registries: stop Chromium calling home.
          args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  // The built handbook's own server (npm start): the pages, and the playtest API on a database of its own.
  webServer: {
    command: 'node scripts/start.ts',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tmpdir(), `sow-e2e-data-${port}`), PLAYTEST_RATE: '0' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

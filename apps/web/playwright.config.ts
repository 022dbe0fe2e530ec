import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@bhakti/testing';

// Debian's Chromium: Playwright never downloads a browser of its own.
if (!existsSync(CHROMIUM)) {
  throw new Error(`${CHROMIUM} is missing: install it with 'apt-get install -y chromium' (.ci/run does).`);
}

// The browser suite drives the built server (apps/server/dist) on a throwaway database
// loaded with e2e/fixtures/library.json; see e2e/support/global-setup.ts.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  globalSetup: './e2e/support/global-setup.ts',
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // A service worker would answer requests that tests route or count: only the suites of
    // offline reading (e2e/offline.e2e.ts) and of the first load let it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});

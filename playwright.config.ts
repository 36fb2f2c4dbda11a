import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from './tests/e2e/support/chromium';

/**
 * End-to-end tests run against the production build, served by the real
 * server on a free loopback port (see global-setup.ts), in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Its own folder: Playwright empties it on start, and test-results/ also holds the unit report.
  outputDir: 'test-results/e2e-artifacts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: testChromiumLaunchOptions(),
    trace: 'off',
  },
});

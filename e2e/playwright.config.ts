import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, then Debian's chromium, then Playwright's own browser (elsewhere). */
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // One folder per run: Playwright empties its output folder at start, and several runs may overlap locally.
  outputDir: `../test-results/${(process.env.PW_RUN_ID ??= String(Date.now()))}`,
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx tools/preview.ts',
    cwd: '..',
    url: 'http://localhost:3000/config.json',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { LOCAL_BACKEND_DATA: 'memory' },
    stdout: 'pipe',
  },
});

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // One folder per run: Playwright empties its output folder at start, and several runs may overlap locally.
  outputDir: `../test-results/${(process.env.PW_RUN_ID ??= String(Date.now()))}`,
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // page.route() does not see requests a service worker makes, and many journeys stub the network with it; the
    // production build's worker is tested where it is the subject (offline.spec.ts opts in).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx tools/preview.ts',
    cwd: '..',
    url: 'http://localhost:3000/config.json',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // Every journey signs up from 127.0.0.1: GoTrue's per-address limits (30 per 5 minutes) would refuse them.
    env: {
      LOCAL_BACKEND_DATA: 'memory',
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
      AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
      AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '100000',
      // bcrypt's lowest cost for the journeys' hundreds of sign-ups and sign-ins: at GoTrue's 10 each hash and check
      // takes the CPU the pages under test need. The cost-10 hashes are checked in auth-conformance.test.ts.
      LOCAL_BACKEND_BCRYPT_COST: '4',
    },
    stdout: 'pipe',
  },
});

/**
 * What demo mode costs a visitor: the bytes it downloads and the time until the demo is usable (the mock player
 * signed in on /app), on desktop and under the bench's mobile profile (Lighthouse's mobile defaults applied as
 * DevTools throttling: 562.5 ms latency, 1.47 Mbit/s down, 4x CPU). Needs `npm run build`, then serves the builds
 * in demo mode itself (DREAMPITCH_DEMO=1, ports 3000-3007: take the e2e lock). Usage:
 * `flock /tmp/e2e.lock npx tsx tools/local-backend/scripts/measure-demo.ts [runs]`.
 */
import { chromium, devices, type BrowserContext } from '@playwright/test';
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';

const RUNS = Number(process.argv[2] ?? 1);
const APP = 'http://localhost:3000';
const root = path.resolve(import.meta.dirname, '../../..');

const preview = spawn('npx', ['tsx', 'tools/preview.ts'], {
  cwd: root,
  env: { ...process.env, DREAMPITCH_DEMO: '1' },
  stdio: 'ignore',
  detached: true,
});
async function waitForPreview() {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${APP}/config.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the preview did not start');
}

const PROFILES = {
  desktop: { context: {}, throttle: null },
  mobile: {
    context: devices['Moto G Power'],
    throttle: {
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
      cpu: 4,
    },
  },
} as const;

interface Visit {
  ms: number;
  bytes: number;
  byKind: Record<string, number>;
}

async function visit(context: BrowserContext, profile: keyof typeof PROFILES): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = PROFILES[profile].throttle;
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttle });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
  }
  const urls = new Map<string, string>();
  const byKind: Record<string, number> = {};
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? '';
    const kind = /\.wasm$/.test(url)
      ? 'wasm'
      : /\.data$/.test(url)
        ? 'pglite data'
        : /\.tar/.test(url)
          ? 'pgcrypto'
          : /\/demo\.[^/]*\.js$/.test(url)
            ? 'demo chunk'
            : 'the rest';
    byKind[kind] = (byKind[kind] ?? 0) + event.encodedDataLength;
    bytes += event.encodedDataLength;
  });
  const started = Date.now();
  await page.goto(`${APP}/app`);
  await page.getByRole('button', { name: 'Logout' }).first().waitFor({ timeout: 600_000 });
  const ms = Date.now() - started;
  await page.close();
  return { ms, bytes, byKind };
}

try {
  await waitForPreview();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const profile of Object.keys(PROFILES) as (keyof typeof PROFILES)[]) {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext(PROFILES[profile].context);
      const { ms, bytes, byKind } = await visit(context, profile);
      await context.close();
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      process.stdout.write(
        `${profile}: usable after ${(ms / 1000).toFixed(1)} s, ${kib(bytes)} transferred (${Object.entries(
          byKind,
        )
          .map(([kind, n]) => `${kind} ${kib(n)}`)
          .join(', ')}); load ${loadavg()[0]!.toFixed(1)}\n`,
      );
    }
  }
  await browser.close();
} finally {
  if (preview.pid) process.kill(-preview.pid);
}

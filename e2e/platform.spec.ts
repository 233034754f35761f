import { expect, test } from '@playwright/test';
import { countReactRenderers, installReactRendererCounter } from '../tools/browser';
import { createPlayer } from './support/backend';
import { signIn } from './support/ui';

test.describe('one site from seven deployments', () => {
  test('one React renderer and one session store across the shell and several remotes', async ({ page }) => {
    await page.addInitScript(installReactRendererCounter);
    const player = await createPlayer({ firstName: 'Ada' });

    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/app\/games$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    // Signing in happens in the shell; the remotes must see the same user without a reload.
    await signIn(page, player);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goal Tracker' }).click();
    await expect(page).toHaveURL(/\/app\/goal-tracker$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/app\/features$/);
    // At 14 the nav's way to the plans is "Ask a parent".
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ask a parent' }).click();
    await expect(page).toHaveURL(/\/app\/plans$/);
    // The billing remote reads the tier the shell's session loaded.
    await expect(page.getByText('Current Plan').first()).toBeVisible();

    expect(await page.evaluate(countReactRenderers)).toBe(1);
  });

  test('the landing page and the legal aliases load from their remotes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Train Your Dream. Own the Pitch.').first()).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
    await expect(page.getByText('Last updated: January 2025')).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
  });

  test('an unknown path shows a friendly 404 with a way home', async ({ page }) => {
    await page.goto('/app/no-such-page');
    await expect(page.getByRole('heading', { name: /doesn't exist/ })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });
});

test.describe('failure isolation', () => {
  test('a remote that is down shows Retry, the rest keeps working, Retry recovers without a reload', async ({
    page,
  }) => {
    let gamesDown = true;
    await page.route('http://localhost:3004/**', (route) => (gamesDown ? route.abort() : route.continue()));
    await page.goto('/app/games');
    const alert = page.getByRole('alert').filter({ hasText: 'taking a break' });
    await expect(alert).toBeVisible();

    // Nav, footer and other routes still work.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/app\/features$/);
    await expect(alert).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
    await expect(alert).toBeVisible();

    // Retry once the remote is back: same document, no full reload.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    gamesDown = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test('a remote page chunk failing with a server error is contained', async ({ page }) => {
    await page.route(/localhost:3006\/.*__federation_expose_PrivacyPage.*\.js$/, (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await page.goto('/app/privacy');
    await expect(page.getByRole('alert').filter({ hasText: 'taking a break' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  for (const [name, fulfil] of [
    ['missing', { status: 404, body: 'Not found' }],
    ['malformed', { status: 200, contentType: 'application/json', body: '{"marketing": 42' }],
    [
      'incomplete',
      {
        status: 200,
        contentType: 'application/json',
        body: '{"marketing": "http://localhost:3001/mf-manifest.json"}',
      },
    ],
  ] as const) {
    test(`a ${name} registry still renders the shell with a clear error`, async ({ page }) => {
      await page.route('**/remotes.json', (route) => route.fulfill(fulfil));
      await page.goto('/app/features');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: "couldn't find where this page lives" }),
      ).toBeVisible();
      // The auth page lives in the shell and works without any remote.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    });
  }
});

test('the preview caches like a real static host', async ({ request }) => {
  const html = await request.get('/app');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const registry = await request.get('/remotes.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('http://localhost:3004/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const manifestJson = (await manifest.json()) as {
    metaData: { remoteEntry: { path: string; name: string } };
  };
  const entry = manifestJson.metaData.remoteEntry;
  const entryUrl = `http://localhost:3004/${entry.path ? `${entry.path}/` : ''}${entry.name}`;
  const entryResponse = await request.get(entryUrl, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(entryResponse.headers()['cache-control']).toContain('immutable');
  expect(entryResponse.headers()['content-encoding']).toMatch(/gzip|br/);
});

test('nav and footer links stay readable on the navy bars when hovered', async ({ page }) => {
  await page.goto('/app/features');
  for (const link of [
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }),
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
  ]) {
    await link.hover();
    await expect(link).toHaveCSS('color', 'rgb(255, 255, 255)');
  }
});

import {
  FIRST_DRILLS_SHOWN,
  drillMaxScore,
  LABELS,
  MESSAGES,
  OFFLINE_PAGE_COPY,
  PAGE_TITLES,
  recommendGoals,
} from '@dreampitch/domain';
import { DRILLS } from '@dreampitch/drills';
import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CACHE_NAMES } from '../shell/src/serviceWorker/names';
import { serveApp } from '../tools/preview';
import { addGoalWithSession, createPlayer, uniqueEmail } from './support/backend';
import { createParent } from './support/family';
import { grantPlan } from './support/billing';
import { playPerfectDrill } from './support/games';
import { waitUntilHydrated } from './support/journey';
import { signIn } from './support/ui';

// The production build's service worker is the subject here (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const root = path.resolve(import.meta.dirname, '..');

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Whether the service worker's page cache holds `pathname` (docs/OFFLINE.md). */
const pageCached = (page: Page, pathname: string) =>
  page.evaluate(
    async ([key, cacheName]) =>
      Boolean(await caches.match(new URL(key, location.origin).href, { cacheName })),
    [pathname, CACHE_NAMES.pages] as const,
  );

/** Opens the Decision Drill by the hub's in-app link, once the worker has cached its page and the page is idle. */
async function openDrillFromHub(page: Page) {
  await page.getByRole('link', { name: 'Play Decision Drill' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect.poll(() => pageCached(page, '/app/games/decision-drill')).toBe(true);
  await page.waitForLoadState('networkidle');
}

test.describe('installable and offline', () => {
  let release: { server: Server; dir: string } | undefined;

  test.afterAll(() => {
    release?.server.close();
    if (release) rmSync(release.dir, { recursive: true, force: true });
  });

  test('visited pages and remotes open offline, an unvisited page shows the offline page, and back online a newly deployed remote is picked up', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({ start_url: '/app', display: 'standalone' });

    // First visit: the worker installs once the page is done, takes it over and caches what it had already loaded.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => pageCached(page, '/')).toBe(true);

    // Visited remotes: the tracker and the games (a game opened by an in-app link). The tracker's heading is in
    // the prerendered HTML, so it shows before the remote's code has loaded: the page is only visited (its code
    // fetched, hence cached) once React has taken the heading over. Leaving earlier aborted the downloads.
    await page.goto('/app/goal-tracker');
    await waitUntilHydrated(heading(page, 'Goal Tracker'));
    await page.goto('/app/games');
    await expect(heading(page, 'Game Hub')).toBeVisible();
    await openDrillFromHub(page);

    await context.setOffline(true);
    // A reload, direct visits and in-app links: the shell, the registry and each remote come from the cache.
    await page.reload();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.goto('/app/goal-tracker');
    await expect(heading(page, 'Goal Tracker')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
    await expect(heading(page, 'Game Hub')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    // A page never opened on this device: the offline page says so and what to do.
    await page.goto('/app/privacy');
    await expect(heading(page, OFFLINE_PAGE_COPY.title)).toBeVisible();
    await expect(page.getByText(OFFLINE_PAGE_COPY.whatToDo)).toBeVisible();
    await expect(page.getByRole('button', { name: OFFLINE_PAGE_COPY.tryAgain })).toBeVisible();

    // Back online, the games team deploys a new build elsewhere and points the registry at it. The registry is
    // asked of the network first, so the next visit runs the new remote, not the cached one.
    await context.setOffline(false);
    release = await deployChangedGames();
    const releasePort = (release.server.address() as AddressInfo).port;
    // context.route also sees the requests the service worker makes.
    await context.route('**/remotes.json', async (route) => {
      try {
        const response = await route.fetch();
        const registry = (await response.json()) as Record<string, string>;
        registry.games = `http://localhost:${releasePort}/mf-manifest.json`;
        await route.fulfill({ response, json: registry });
      } catch (error) {
        // A page that navigates away abandons its request, and Playwright disposes of the answer being rewritten
        // ("Response has been disposed"). Nobody waits for that request any more; any other failure still fails.
        if (!String(error).includes('disposed')) throw error;
      }
    });
    await page.getByRole('button', { name: OFFLINE_PAGE_COPY.tryAgain }).click();
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await page.goto('/app/games');
    await expect(heading(page, 'Game Hub, new release')).toBeVisible();
  });
});

test('the drill library and a drill page visited once open offline, filters and in-app links included', async ({
  page,
  context,
}) => {
  const mental = DRILLS.filter((drill) => drill.pillar === 'mental');
  const [visited, unvisited] = mental;
  const drillPath = (slug: string) => `/app/training/drills/${slug}`;
  const drillCards = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
  await page.goto('/app/training');
  await waitUntilHydrated(page.getByLabel('Pillar'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => pageCached(page, '/app/training')).toBe(true);
  // A drill reached by an in-app link is handed to the worker as well.
  await page.getByLabel('Pillar').selectOption('mental');
  await drillCards.getByRole('link', { name: visited!.title }).click();
  await expect(heading(page, visited!.title)).toBeVisible();
  await expect.poll(() => pageCached(page, drillPath(visited!.slug))).toBe(true);
  await page.waitForLoadState('networkidle');

  // Offline: the drill page opens again and runs (its diagram, its link back to the library).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('img', { name: `Diagram: ${visited!.title}` })).toBeVisible();
  await waitUntilHydrated(page.getByRole('link', { name: 'All drills' }));
  await page.getByRole('link', { name: 'All drills' }).click();
  await expect(heading(page, PAGE_TITLES.training)).toBeVisible();
  await expect(drillCards.getByRole('listitem')).toHaveCount(FIRST_DRILLS_SHOWN);
  await expect(page.getByRole('button', { name: `Show all ${DRILLS.length} drills` })).toBeVisible();
  // A shared link with filters opens the library's page, cached under its path, and the filters apply.
  await page.goto('/app/training?pillar=mental');
  await waitUntilHydrated(page.getByLabel('Pillar'));
  await expect(drillCards.getByRole('listitem')).toHaveCount(Math.min(mental.length, FIRST_DRILLS_SHOWN));
  // The content came with the library: any drill opens by an in-app link; a drill page never opened, visited
  // directly, is the offline page.
  await drillCards.getByRole('link', { name: unvisited!.title }).click();
  await expect(heading(page, unvisited!.title)).toBeVisible();
  await page.goto(drillPath(unvisited!.slug));
  await expect(heading(page, OFFLINE_PAGE_COPY.title)).toBeVisible();
});

test('goals saved offline from the wizard wait on the device, then sync when the network is back, and the player is told', async ({
  page,
  context,
}) => {
  const player = await createPlayer({ age: 14 });
  await signIn(page, player);
  await page.goto('/app/player-selection');
  await page.getByRole('button', { name: /Virgil van Dijk/ }).click();
  await page.getByLabel(/Your age/).fill('14');
  await page.getByRole('button', { name: LABELS.createMyGoals }).click();
  const [pick] = recommendGoals('vandijk', '13-17');
  await page.getByRole('button', { name: pick!.title, exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeFocused();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const save = page.getByRole('button', { name: LABELS.saveGoals });
  await expect(save).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await save.click();
  await expect(page.getByText(MESSAGES.keptUntilOnline)).toBeVisible();
  expect((await player.client.from('goals').select('id')).data).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.syncedWhenOnline)).toBeVisible();
  await expect
    .poll(async () => (await player.client.from('goals').select('title')).data)
    .toEqual([{ title: pick!.title }]);
  expect(await page.evaluate(() => localStorage.getItem('dreampitch.pendingGoals'))).toBeNull();
});

test('a 16-year-old checks in offline at the pitch, sees the goals from the last visit and the check-in synced back online', async ({
  page,
  context,
}) => {
  const player = await createPlayer({ age: 16 });
  const title = 'Volley with the weak foot';
  await addGoalWithSession(player.client, {
    title,
    description: 'Ten clean volleys',
    ageGroup: '13-17',
    notes: '',
  });
  await signIn(page, player);
  await page.goto('/app/goal-tracker');
  await waitUntilHydrated(heading(page, 'Goal Tracker'));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => pageCached(page, '/app/goal-tracker')).toBe(true);
  await page.waitForLoadState('networkidle');

  // At the pitch, no signal: the tracker opens again and shows the goals as last read.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const note = 'Twelve volleys, eight clean';
  await page.getByRole('button', { name: 'Record Check-in' }).click();
  await page.getByLabel('What did you work on?').fill(note);
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText(MESSAGES.keptUntilOnline)).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expectNoRawError(page);
  expect((await player.client.from('goal_check_ins').select('note')).data).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.syncedWhenOnline)).toBeVisible();
  await expect
    .poll(async () => (await player.client.from('goal_check_ins').select('note')).data)
    .toEqual([{ note }]);
  expect(await page.evaluate(() => localStorage.getItem('dreampitch.queuedCheckIns'))).toBeNull();
});

/** What a browser or the bundler says when a request never left the device: no page may show it (issue 38). */
const RAW_NETWORK_ERROR = /TypeError|Failed to fetch|NetworkError|Load failed|ChunkLoadError|Loading chunk/;

async function expectNoRawError(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(RAW_NETWORK_ERROR);
}

test('offline, visited pages show the last data, a goal edited on the tracker is kept and synced once, and no raw error shows', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const player = await createPlayer({ age: 16 });
  // The dashboard is Pro's: a free player is sent on to the plans, offline as online.
  await grantPlan(player.userId, 'pro');
  await addGoalWithSession(player.client, {
    title: 'Juggle with both feet',
    description: 'Twenty touches',
    ageGroup: '13-17',
    notes: '',
  });
  await signIn(page, player);
  // Visited online: each page's code is cached by the worker and its data kept on the device.
  await page.goto('/app/goal-tracker');
  await waitUntilHydrated(heading(page, 'Goal Tracker'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByRole('heading', { name: 'Juggle with both feet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const [path, name] of [
    ['/app/dashboard', `Welcome back, ${player.firstName}!`],
    ['/app/account', 'Your Account'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, name)).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  await context.setOffline(true);
  // The pages open as the account last read them: no upgrade page for lack of a profile, no raw error.
  await page.goto('/app/dashboard');
  await expect(heading(page, `Welcome back, ${player.firstName}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expectNoRawError(page);
  await page.goto('/app/account');
  await expect(page.getByLabel(/^First Name/)).toHaveValue(player.firstName);
  await expectNoRawError(page);

  await page.goto('/app/goal-tracker');
  const card = page.getByRole('article', { name: 'Juggle with both feet' });
  await card.getByRole('button', { name: 'Edit Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit goal' });
  const title = 'Juggle with both feet, every day';
  await dialog.getByLabel(/^Goal title/).fill(title);
  await dialog.getByLabel(/^Target date/).fill('2099-06-01');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MESSAGES.keptUntilOnline)).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectNoRawError(page);
  // Still there after the page is opened again offline: the edit waits on the device, over the last goals read.
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect((await player.client.from('goals').select('title')).data).toEqual([
    { title: 'Juggle with both feet' },
  ]);

  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.syncedWhenOnline)).toBeVisible();
  await expect
    .poll(async () => (await player.client.from('goals').select('title')).data)
    .toEqual([{ title }]);
  expect(await page.evaluate(() => localStorage.getItem('dreampitch.queuedGoalChanges'))).toBeNull();
  await expectNoRawError(page);
});

test('a consented 11-year-old plays the Decision Drill at the pitch without signal: saved on the device, synced once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const player = await createPlayer({ age: 11 });
  await signIn(page, player);
  // Online, the hub keeps a ticket on the device for an offline game; the drill is opened once, so its page is cached.
  await page.goto('/app/games');
  await waitUntilHydrated(heading(page, 'Game Hub'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('dreampitch.gameTicket')))
    .toContain(player.userId);
  await openDrillFromHub(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(MESSAGES.offlineGameFromTicket)).toBeVisible();
  // The device times this game: a few seconds pass, as a person's first look at a scenario would.
  await expect(page.getByRole('timer')).toHaveText(/14:5[0-7]/);
  await playPerfectDrill(page, '8-12');
  await expect(page.getByText(MESSAGES.keptUntilOnline)).toBeVisible();
  await expectNoRawError(page);
  expect((await player.client.from('game_results').select('id')).data).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.syncedWhenOnline)).toBeVisible();
  await expect
    .poll(async () => (await player.client.from('game_results').select('score, max_score')).data)
    .toEqual([{ score: drillMaxScore(), max_score: drillMaxScore() }]);
  expect(await page.evaluate(() => localStorage.getItem('dreampitch.queuedGameResults'))).toBeNull();
  await page.goto('/app/games');
  await expect(page.getByText('Games played').locator('..')).toContainText('1');
});

/** What a page showing data kept on the device says (keptCopyMessage), whatever the time it was kept. */
const KEPT_COPY = /You're offline\. Showing what you saw last, saved (on \d+ \w+ )?at \d+:\d\d [AP]M\./;

/** Visits each page online (its code cached by the worker, its reads kept), then opens each again offline. */
async function walkKeptReads(page: Page, pages: ReadonlyArray<readonly [path: string, heading: string]>) {
  for (const [path, name] of pages) {
    await page.goto(path);
    await waitUntilHydrated(heading(page, name));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(KEPT_COPY)).toHaveCount(0);
  }
  await page.context().setOffline(true);
  for (const [path, name] of pages) {
    await page.goto(path);
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: KEPT_COPY })).toBeVisible();
    await expect(page.getByText(/Could not load/)).toHaveCount(0);
    await expectNoRawError(page);
  }
  await page.context().setOffline(false);
}

test("offline, a Pro player's account, Insights and Mindset show the last data and say how old it is", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = await createPlayer({ age: 16 });
  await grantPlan(player.userId, 'pro');
  await signIn(page, player);
  await walkKeptReads(page, [
    ['/app/account', 'Your Account'],
    ['/app/insights', PAGE_TITLES.insights],
    ['/app/mindset', PAGE_TITLES.mindset],
  ]);
});

test("offline, a parent's family page shows the last data and says how old it is", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('parent');
  await createParent(email);
  await signIn(page, { email, password: 'secret123' });
  await walkKeptReads(page, [['/app/family', 'Family']]);
});

/** The games build with a changed heading, served from a new origin, as an independent deployment would be. */
async function deployChangedGames(): Promise<{ server: Server; dir: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dreampitch-games-release-'));
  cpSync(path.join(root, 'remotes/games/dist'), dir, { recursive: true });
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(dir, file);
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll('"Game Hub"', '"Game Hub, new release"'));
  }
  const server = await serveApp('games', 0, dir);
  return { server, dir };
}

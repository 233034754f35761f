import { DRILLS } from '@dreampitch/drills';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serveApp } from '../tools/preview';
import { waitUntilHydrated } from './support/journey';

const root = path.resolve(import.meta.dirname, '..');

/** A remote's team changes one page, builds only its own remote, and serves the build at a new origin. */
interface Release {
  app: 'games' | 'training';
  /** The page it changes, inside the remote. */
  page: string;
  heading: string;
  port: number;
}

const GAMES: Release = {
  app: 'games',
  page: 'src/pages/GameHubPage.tsx',
  heading: 'Game Hub, new release',
  port: 4004,
};
const TRAINING: Release = {
  app: 'training',
  page: 'src/pages/DrillLibraryPage.tsx',
  heading: 'Drill Library, new release',
  port: 4005,
};

// Inside the workspace so the copy resolves the same packages as the real remote.
const releaseDir = (release: Release) => path.join(root, 'remotes', `.release-${release.app}`);

/** The builds no release may touch: the shell's and the marketing remote's. */
const untouched = () =>
  [path.join(root, 'shell/dist/index.html'), path.join(root, 'remotes/marketing/dist/mf-manifest.json')].map(
    (file) => statSync(file).mtimeMs,
  );

/** Copies the remote, changes its page, builds the copy alone and serves it. */
async function buildAlone(release: Release): Promise<Server> {
  const dir = releaseDir(release);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, 'remotes', release.app), dir, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}dist`) && !source.includes('node_modules'),
  });
  const name = path.basename(release.page, '.tsx');
  writeFileSync(
    path.join(dir, release.page),
    `export default function ${name}() {\n  return <h1>${release.heading}</h1>;\n}\n`,
  );
  execFileSync('npx', ['rsbuild', 'build'], { cwd: dir, stdio: 'pipe' });
  return serveApp(release.app, release.port, path.join(dir, 'dist'));
}

/** Deploying = pointing the registry's entry for the remote at the new build. */
async function pointRegistryAt(page: Page, release: Release) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as Record<string, string>;
    registry[release.app] = `http://localhost:${release.port}/mf-manifest.json`;
    await route.fulfill({ response, json: registry });
  });
}

/** The remote's own source is as it was: only the copy changed. */
function expectSourceUnchanged(release: Release) {
  expect(readFileSync(path.join(root, 'remotes', release.app, release.page), 'utf8')).not.toContain(
    'new release',
  );
}

test.describe('deploying one remote alone', () => {
  const servers: Server[] = [];

  test.afterAll(() => {
    for (const server of servers) server.close();
    for (const release of [GAMES, TRAINING]) rmSync(releaseDir(release), { recursive: true, force: true });
  });

  test('a new games build goes live by pointing the registry at it; nothing else is rebuilt', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const before = untouched();
    servers.push(await buildAlone(GAMES));
    await pointRegistryAt(page, GAMES);

    await page.goto('/app/games');
    await expect(page.getByRole('heading', { name: GAMES.heading })).toBeVisible();
    // Other remotes keep running their existing builds.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    expect(untouched()).toEqual(before);
    expectSourceUnchanged(GAMES);
  });

  test('a new training build goes live the same way: its pages run the new code, the rest runs what it ran', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const before = untouched();
    servers.push(await buildAlone(TRAINING));
    await pointRegistryAt(page, TRAINING);

    // Opened from the features page's Skill Library (marketing, unchanged) and directly: the new library page.
    await page.goto('/app/features');
    await page.getByRole('link', { name: 'Browse the drills' }).click();
    await expect(page).toHaveURL(/\/app\/training$/);
    await expect(page.getByRole('heading', { level: 1, name: TRAINING.heading })).toBeVisible();
    await page.goto('/app/training');
    await expect(page.getByRole('heading', { level: 1, name: TRAINING.heading })).toBeVisible();
    // The remote's other pages come from the same new build, unchanged. The drill page's HTML is prerendered, so its
    // diagram shows before any script: the page's own code, fetched from the new origin, is what proves the release.
    const drill = DRILLS[0]!;
    const drillCode = page.waitForRequest(
      new RegExp(`^http://localhost:${TRAINING.port}/static/js/async/__federation_expose_DrillPage\\.`),
    );
    await page.goto(`/app/training/drills/${drill.slug}`);
    await drillCode;
    await waitUntilHydrated(page.getByRole('link', { name: 'All drills' }));
    await expect(page.getByRole('img', { name: `Diagram: ${drill.title}` })).toBeVisible();

    expect(untouched()).toEqual(before);
    expectSourceUnchanged(TRAINING);
  });
});

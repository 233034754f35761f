import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serveApp } from '../tools/preview';

const root = path.resolve(import.meta.dirname, '..');
// Inside the workspace so the copy resolves the same packages as the real remote.
const release = path.join(root, 'remotes', '.release-games');
const NEW_PORT = 4004;

test.describe('deploying one remote alone', () => {
  let server: Server | undefined;

  test.afterAll(() => {
    server?.close();
    rmSync(release, { recursive: true, force: true });
  });

  test('a new games build goes live by pointing the registry at it; nothing else is rebuilt', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const shellHtml = path.join(root, 'shell/dist/index.html');
    const marketingManifest = path.join(root, 'remotes/marketing/dist/mf-manifest.json');
    const before = [statSync(shellHtml).mtimeMs, statSync(marketingManifest).mtimeMs];

    // The games team changes its code and builds only its own remote.
    rmSync(release, { recursive: true, force: true });
    cpSync(path.join(root, 'remotes/games'), release, {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}dist`) && !source.includes('node_modules'),
    });
    const hubFile = path.join(release, 'src/pages/GameHubPage.tsx');
    writeFileSync(
      hubFile,
      `export default function GameHubPage() {\n  return <h1>Game Hub, new release</h1>;\n}\n`,
    );
    execFileSync('npx', ['rsbuild', 'build'], { cwd: release, stdio: 'pipe' });
    server = await serveApp('games', NEW_PORT, path.join(release, 'dist'));

    // Deploying = pointing the registry's games entry at the new build.
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as Record<string, string>;
      registry.games = `http://localhost:${NEW_PORT}/mf-manifest.json`;
      await route.fulfill({ response, json: registry });
    });
    await page.goto('/app/games');
    await expect(page.getByRole('heading', { name: 'Game Hub, new release' })).toBeVisible();
    // Other remotes keep running their existing builds.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    const after = [statSync(shellHtml).mtimeMs, statSync(marketingManifest).mtimeMs];
    expect(after).toEqual(before);
    expect(readFileSync(path.join(root, 'remotes/games/src/pages/GameHubPage.tsx'), 'utf8')).not.toContain(
      'new release',
    );
  });
});

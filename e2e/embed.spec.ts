import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serveApp } from '../tools/preview';
import { playPerfectDrill } from './support/games';

// Free ports chosen by the system, so the spec never collides with a running preview or another checkout's servers.
let partnerOrigin = '';
let loneGamesOrigin = '';
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const partnerPage = readFileSync(path.join(import.meta.dirname, 'partner-site/index.html'), 'utf8');
const gamesDist = path.join(import.meta.dirname, '../remotes/games/dist');

type PartnerEvent = { type: string; detail: Record<string, number> };
const partnerEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerEvents: PartnerEvent[] }).partnerEvents);

/** A partner club's static site on another origin: `/` is the page, `/lone` the same page pointed at `loneGames`. */
function startPartnerSite(): Promise<Server> {
  const server = createServer((req, res) => {
    const html =
      req.url === '/lone'
        ? partnerPage.replace('http://localhost:3004/', `${loneGamesOrigin}/`)
        : req.url === '/'
          ? partnerPage
          : null;
    if (html === null) {
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Set-Cookie', 'partner-session=secret; Path=/');
    res.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      partnerOrigin = `http://127.0.0.1:${portOf(server)}`;
      resolve(server);
    }),
  );
}

test.describe('the partner embed', () => {
  let partner: Server | undefined;
  let loneGames: Server | undefined;

  test.beforeAll(async () => {
    partner = await startPartnerSite();
  });
  test.afterAll(() => {
    partner?.close();
    loneGames?.close();
  });

  test('a partner page of another origin, with hostile CSS, plays a full drill and receives the finished event', async ({
    page,
  }) => {
    await page.goto(`${partnerOrigin}/`);
    const drill = page.frameLocator('decision-drill iframe');
    await expect(drill.getByRole('heading', { level: 1, name: 'Decision Drill' })).toBeVisible();
    await expect.poll(async () => (await partnerEvents(page)).map((event) => event.type)).toContain('ready');

    // The element sized itself to the game despite `iframe { display: none; height: 0 }` on the page.
    const box = await page.locator('decision-drill').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(400);
    const resize = (await partnerEvents(page)).find((event) => event.type === 'resize');
    expect(resize?.detail.height).toBeGreaterThan(400);
    // The page's `* { font-family: Comic Sans }` does not reach inside.
    await expect(drill.getByRole('heading', { level: 1 })).not.toHaveCSS('font-family', /Comic Sans/);

    const more = drill.getByRole('link', { name: /Play more at DreamPitch/ });
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', 'noopener');
    await expect(more).toHaveAttribute('href', /\/app\/games/);

    await playPerfectDrill(drill);
    await expect(drill.getByText('28/28 points')).toBeVisible();
    await expect(drill.getByText('100%')).toBeVisible();
    await expect(page.locator('#partner-status')).toHaveText('Finished: 28/28 (100%)');
    const finished = (await partnerEvents(page)).filter((event) => event.type === 'finished');
    expect(finished.map((event) => event.detail)).toEqual([{ score: 28, maxScore: 28, accuracy: 100 }]);
  });

  test('the iframe cannot reach the partner page, and the partner page cannot fake drill events', async ({
    page,
  }) => {
    await page.goto(`${partnerOrigin}/`);
    await expect.poll(async () => (await partnerEvents(page)).map((event) => event.type)).toContain('ready');
    const drillPage = page.frames().find((frame) => frame.url().includes('/embed/decision-drill.html'));
    expect(drillPage).toBeDefined();
    expect(new URL(drillPage!.url()).origin).toBe('http://localhost:3004');

    const fromInside = await drillPage!.evaluate(() => {
      let parentTitle = 'blocked';
      try {
        parentTitle = window.parent.document.title;
      } catch {
        // Cross-origin: exactly what we want.
      }
      return { parentTitle, cookie: document.cookie };
    });
    expect(fromInside).toEqual({ parentTitle: 'blocked', cookie: '' });

    // A look-alike message from a window other than the drill's iframe is ignored.
    await page.evaluate(() =>
      window.postMessage(
        {
          source: 'dreampitch:decision-drill',
          type: 'finished',
          detail: { score: 99, maxScore: 28, accuracy: 354 },
        },
        '*',
      ),
    );
    await page.waitForTimeout(300);
    expect((await partnerEvents(page)).filter((event) => event.type === 'finished')).toEqual([]);
  });

  test('the embed needs nothing but the games deployment: a lone games build serves it', async ({ page }) => {
    loneGames = await serveApp('games', 0, gamesDist);
    loneGamesOrigin = `http://localhost:${portOf(loneGames)}`;
    const requestedOrigins = new Set<string>();
    page.on('request', (request) => requestedOrigins.add(new URL(request.url()).origin));

    await page.goto(`${partnerOrigin}/lone`);
    const drill = page.frameLocator('decision-drill iframe');
    await playPerfectDrill(drill);
    await expect(page.locator('#partner-status')).toHaveText('Finished: 28/28 (100%)');
    expect([...requestedOrigins].sort()).toEqual([partnerOrigin, loneGamesOrigin]);
  });
});

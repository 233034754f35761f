import { chromium, type Page } from '@playwright/test';
import { installReactRendererCounter } from '../browser';
import { CHROMIUM } from './lighthouseRun';

export interface NavigationTarget {
  remote: string;
  path: string;
  /** A page that links to `path` and does not belong to the remote, so the first visit loads it cold. */
  from: string;
}

/** Each remote reached by clicking a link, as a visitor would (legal and billing via the footer). */
export const NAVIGATION_TARGETS: NavigationTarget[] = [
  { remote: 'marketing', path: '/app/features', from: '/app/auth' },
  { remote: 'tracker', path: '/app/goal-tracker', from: '/app/auth' },
  { remote: 'games', path: '/app/games', from: '/app/auth' },
  { remote: 'billing', path: '/app/plans', from: '/app/auth' },
  { remote: 'legal', path: '/app/privacy', from: '/app/auth' },
  { remote: 'goals-wizard', path: '/app/player-selection', from: '/app/goal-tracker' },
];

export interface NavigationTour {
  /** remote -> ms from click to the new page's h1 being visible. */
  firstVisitMs: Record<string, number>;
  repeatVisitMs: Record<string, number>;
  reactRenderers: number;
  federationInstances: string[];
  federationRuntimeCopies: number;
}

/** Clicks the first visible link to `href` and times, in the page, until an h1 that was not there before shows. */
async function clickAndTime(page: Page, href: string): Promise<number> {
  const link = page.locator(`a[href="${href}"]:visible`).first();
  await link.waitFor({ state: 'visible', timeout: 15_000 });
  return link.evaluate(
    (anchor) =>
      new Promise<number>((resolve, reject) => {
        const before = new Set(document.querySelectorAll('h1'));
        const started = performance.now();
        const timeout = setTimeout(
          () => reject(new Error(`No new h1 after clicking ${anchor.getAttribute('href')}`)),
          20_000,
        );
        const check = () => {
          const shown = [...document.querySelectorAll('h1')].some(
            (heading) => !before.has(heading) && heading.checkVisibility(),
          );
          if (shown) {
            clearTimeout(timeout);
            resolve(performance.now() - started);
          } else requestAnimationFrame(check);
        };
        anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
        check();
      }),
  );
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ state: 'visible' });
}

/** One tab, all remotes: cold first visit to each, then a repeat visit after going back. */
export async function navigationTour(baseUrl: string): Promise<NavigationTour> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    // tsx keeps function names with an `__name` helper that serialised page functions reference.
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await context.addInitScript(installReactRendererCounter);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/auth`);
    await settle(page);
    const tour: NavigationTour = {
      firstVisitMs: {},
      repeatVisitMs: {},
      reactRenderers: 0,
      federationInstances: [],
      federationRuntimeCopies: 0,
    };
    for (const target of NAVIGATION_TARGETS) {
      if (new URL(page.url()).pathname !== target.from) {
        await clickAndTime(page, target.from);
        await settle(page);
      }
      tour.firstVisitMs[target.remote] = await clickAndTime(page, target.path);
      await settle(page);
      await clickAndTime(page, target.from);
      await settle(page);
      tour.repeatVisitMs[target.remote] = await clickAndTime(page, target.path);
      await settle(page);
    }
    const counts = await page.evaluate(() => {
      const hook = (
        window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
      const federation = (
        globalThis as { __FEDERATION__?: { __INSTANCES__?: { name: string; constructor: unknown }[] } }
      ).__FEDERATION__;
      const instances = federation?.__INSTANCES__ ?? [];
      return {
        reactRenderers: hook.renderers.size,
        federationInstances: instances.map((instance) => instance.name),
        // Each bundled copy of the runtime has its own ModuleFederation class.
        federationRuntimeCopies: new Set(instances.map((instance) => instance.constructor)).size,
      };
    });
    return { ...tour, ...counts };
  } finally {
    await browser.close();
  }
}

import { chromium, type Browser, type Page } from '@playwright/test';
import { installReactRendererCounter } from '../browser';
import { CHROMIUM } from './lighthouseRun';
import { findRemoteTours, type NavigationTarget } from './remoteTours';

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

const launch = () => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });

/** A browser context whose page functions run despite tsx's `__name` helper, which serialised functions reference. */
async function benchContext(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  return context;
}

/**
 * The tours of every remote (remoteTours.ts), from the links each public page shows once it settled, in a browser of
 * its own so the measured tab starts with no remote loaded.
 */
export async function remoteTours(baseUrl: string): Promise<NavigationTarget[]> {
  const browser = await launch();
  try {
    const page = await (await benchContext(browser)).newPage();
    return await findRemoteTours(async (path) => {
      await page.goto(`${baseUrl}${path}`);
      await settle(page);
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((anchors) =>
          anchors
            .filter((anchor) => anchor.checkVisibility())
            .map((anchor) => anchor.getAttribute('href') ?? ''),
        );
      return new Set(hrefs);
    });
  } finally {
    await browser.close();
  }
}

/**
 * Opens `path` in the app without reloading the document, as the router does for a link: how the tour reaches the
 * page it starts a visit from, which is not timed and need not link to it from where the tour is.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/** One tab, all remotes: cold first visit to each, then a repeat visit after going back. */
export async function navigationTour(baseUrl: string, targets: NavigationTarget[]): Promise<NavigationTour> {
  const browser = await launch();
  try {
    const context = await benchContext(browser);
    await context.addInitScript(installReactRendererCounter);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${targets[0]?.from ?? '/'}`);
    await settle(page);
    const tour: NavigationTour = {
      firstVisitMs: {},
      repeatVisitMs: {},
      reactRenderers: 0,
      federationInstances: [],
      federationRuntimeCopies: 0,
    };
    for (const target of targets) {
      if (new URL(page.url()).pathname !== target.from) await openInApp(page, target.from);
      tour.firstVisitMs[target.remote] = await clickAndTime(page, target.path);
      await settle(page);
      await page.goBack();
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

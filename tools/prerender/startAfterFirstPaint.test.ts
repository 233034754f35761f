import { beforeAll, describe, expect, test } from '@rstest/core';
import type { RemoteModule } from '@dreampitch/app-frame/routes';
import { Window } from 'happy-dom';
import { compileFirstPaintScripts, type InlineScript } from './firstPaint';
import { pageHtml } from './html';

let inline: InlineScript;
beforeAll(async () => {
  inline = await compileFirstPaintScripts(['startAfterFirstPaint']);
}, 60_000);

/** `html` as a page of the remote page `remote` (or the shell's) with nothing in #root. */
const startAfterFirstPaint = (html: string, remote?: RemoteModule) =>
  pageHtml(html, { markup: '', css: '', remote }, inline);

const SPA = [
  '<!doctype html><html><head><title>DreamPitch</title>',
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />',
  '<link rel="icon" href="/favicon.svg">',
  '<script defer src="/static/js/index.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/games.1.js', path: '' } },
  exposes: [
    {
      path: './GameHubPage',
      assets: {
        js: { sync: ['static/js/async/hub.2.js'], async: ['static/js/async/later.3.js'] },
        css: { sync: ['static/css/async/hub.4.css'], async: ['static/css/async/later.5.css'] },
      },
    },
    {
      path: './DecisionDrillPage',
      assets: { js: { sync: ['static/js/async/drill.6.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};

interface Visit {
  hidden?: boolean;
  /** The head's guard hid the prerendered markup (not this visit's page). */
  guarded?: boolean;
  registry?: () => Promise<unknown>;
}

/**
 * Loads `html` without running it, then runs its start-up script with the browser's frames, timers, paint reports and
 * fetch under the test's control.
 */
function visit(html: string, { hidden = false, guarded = false, registry }: Visit = {}) {
  const window = new Window({ url: 'http://localhost:3000/app/games' });
  const { document } = window;
  const inlineScript = /<script>([\s\S]*?)<\/script>/;
  document.write(html.replace(inlineScript, ''));
  if (guarded) document.documentElement.setAttribute('data-spa-route', '');
  const script = inlineScript.exec(html)?.[1];
  expect(script).toBeDefined();
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  type PaintList = { getEntriesByName: (name: string) => unknown[] };
  const observers: PerformanceObserver[] = [];
  const fetched: string[] = [];
  const answer = (body: () => Promise<unknown>) => Promise.resolve({ json: body });
  const fetch = (url: string) => {
    fetched.push(url);
    if (url === '/remotes.json')
      return answer(registry ?? (async () => ({ games: 'http://localhost:3004/mf-manifest.json' })));
    return answer(async () => MANIFEST);
  };
  class PerformanceObserver {
    constructor(readonly report: (list: PaintList, observer: PerformanceObserver) => void) {}
    observe() {
      observers.push(this);
    }
    disconnect() {
      observers.splice(observers.indexOf(this), 1);
    }
  }
  new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'fetch',
    'URL',
    'PerformanceObserver',
    script ?? '',
  )(
    {
      visibilityState: hidden ? 'hidden' : 'visible',
      head: document.head,
      documentElement: document.documentElement,
      getElementById: (id: string) => document.getElementById(id),
      createElement: (name: string) => document.createElement(name),
      addEventListener: () => {},
    },
    (frame: () => void) => frames.push(frame),
    (run: () => void, ms = 0) => timers.push({ run, ms }),
    fetch,
    URL,
    PerformanceObserver,
  );
  /** The scripts and preloads in the head, outside the template. */
  const started = () =>
    [...document.head.children]
      .filter((element) => element.matches('script[src], link[rel="preload"]'))
      .map((element) =>
        element.localName === 'script'
          ? `script ${element.getAttribute('src')} async=${String((element as unknown as HTMLScriptElement).async)}`
          : `${element.getAttribute('as')} ${element.getAttribute('href')}`,
      );
  const settle = async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  };
  /** The browser runs a frame's callbacks (before its paint). */
  const frame = () => frames.splice(0).forEach((run) => run());
  /** The browser reports the first contentful paint, once it is on screen. */
  const paint = async () => {
    const entries = [{ name: 'first-contentful-paint' }];
    [...observers].forEach((observer) =>
      observer.report(
        { getEntriesByName: (name) => entries.filter((entry) => entry.name === name) },
        observer,
      ),
    );
    await settle();
  };
  /** Time passes: every timer up to `ms` fires. */
  const wait = async (ms: number) => {
    timers.filter((timer) => timer.ms <= ms).forEach((timer) => timer.run());
    await settle();
  };
  return { started, frame, paint, wait, fetched };
}

describe('startAfterFirstPaint', () => {
  test('the head keeps what the first paint needs and the favicon, and holds scripts and preloads in a template', () => {
    const html = startAfterFirstPaint(SPA);
    const head = html.slice(0, html.indexOf('</head>')).replace(/<template[\s\S]*<\/template>/, '');
    expect(head).toContain('<title>DreamPitch</title>');
    expect(head).toContain('<link rel="icon" href="/favicon.svg">');
    expect(head).not.toMatch(/<script[^>]*src=|<link rel="preload/);
    expect(html).toContain(
      '<template id="start-up"><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" /><script defer src="/static/js/index.js"></script></template>',
    );
  });

  test('nothing downloads before the first paint is on screen; then the scripts run in order and the preloads start', async () => {
    const page = visit(startAfterFirstPaint(SPA));
    expect(page.started()).toEqual([]);
    // A frame's callbacks run before its paint, which a busy host can present much later.
    page.frame();
    expect(page.started()).toEqual([]);
    await page.paint();
    expect(page.started()).toEqual(['fetch /remotes.json', 'script /static/js/index.js async=false']);
    expect(page.fetched).toEqual([]);
  });

  test("a remote's page preloads the entry and the page's own files named by the manifest read at visit time", async () => {
    const page = visit(startAfterFirstPaint(SPA, { remote: 'games', module: 'GameHubPage' }));
    expect(page.fetched).toEqual([]);
    page.frame();
    await page.paint();
    expect(page.fetched).toEqual(['/remotes.json', 'http://localhost:3004/mf-manifest.json']);
    expect(page.started()).toEqual([
      'fetch /remotes.json',
      'script /static/js/index.js async=false',
      'script http://localhost:3004/static/js/games.1.js',
      'style http://localhost:3004/static/css/async/hub.4.css',
      'script http://localhost:3004/static/js/async/hub.2.js',
    ]);
  });

  test('a hidden tab, which paints nothing, starts at once', async () => {
    const page = visit(startAfterFirstPaint(SPA), { hidden: true });
    expect(page.started()).toEqual(['fetch /remotes.json', 'script /static/js/index.js async=false']);
  });

  test('a registry that cannot be read leaves the start-up to the runtime, without an error', async () => {
    const page = visit(startAfterFirstPaint(SPA, { remote: 'games', module: 'GameHubPage' }), {
      registry: async () => {
        throw new SyntaxError('Unexpected token < in JSON');
      },
    });
    page.frame();
    await page.paint();
    expect(page.started()).toEqual(['fetch /remotes.json', 'script /static/js/index.js async=false']);
  });

  test('markup the head guard hid paints nothing before the app: the start-up begins at the first frame', () => {
    const page = visit(startAfterFirstPaint(SPA), { guarded: true });
    page.frame();
    expect(page.started()).toEqual(['fetch /remotes.json', 'script /static/js/index.js async=false']);
  });

  test('a paint the browser never reports holds the start-up back one second at most', async () => {
    const page = visit(startAfterFirstPaint(SPA));
    page.frame();
    await page.wait(999);
    expect(page.started()).toEqual([]);
    await page.wait(1000);
    expect(page.started()).toEqual(['fetch /remotes.json', 'script /static/js/index.js async=false']);
  });
});

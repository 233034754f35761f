import { beforeAll, describe, expect, test } from '@rstest/core';
import type { FirstPaintCall } from '@dreampitch/app-frame/routes';
import { compileFirstPaintScripts, type InlineScript } from './firstPaint';
import { pageHtml, prerenderProblem, type Page } from './html';

let inline: InlineScript;
beforeAll(async () => {
  inline = await compileFirstPaintScripts();
}, 60_000);

/** The first-paint script `call` as `html` holds it. */
function scriptOf(html: string, call: FirstPaintCall): string {
  const script = inline(call);
  expect(html).toContain(`<script>${script}</script>`);
  return script;
}

/** A text field as React leaves it after hydration: its own `value` setter (React's tracker) over the element's. */
class TypedField {
  type = 'text';
  defaultValue = '';
  readonly setThroughReact: string[] = [];
  readonly events: unknown[] = [];
  private current = '';
  constructor(typed: string) {
    this.current = typed;
    const element = Object.getOwnPropertyDescriptor(TypedField.prototype, 'value');
    Object.defineProperty(this, 'value', {
      get: () => element?.get?.call(this) as string,
      set: (value: string) => {
        this.setThroughReact.push(value);
        element?.set?.call(this, value);
      },
    });
  }
  get value() {
    return this.current;
  }
  set value(value: string) {
    this.current = value;
  }
  dispatchEvent(event: unknown) {
    this.events.push({ ...(event as object) });
  }
}

const SPA = `<!doctype html><html><head><title>DreamPitch</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>`;

interface Visit {
  pathname: string;
  search?: string;
  hash?: string;
  state?: unknown;
  stored?: string[];
}

/** Runs the page's head guard (the inline script that hides markup not meant for this visit) on `visit`. */
function guardOf(html: string, path: string, anyQuery?: true): (visit: Visit) => boolean {
  const guard = scriptOf(html, { script: 'hideUnlessThisVisitsPage', args: { path, anyQuery } });
  return (visit) => {
    const attributes = new Set<string>();
    const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
    const stored = visit.stored ?? [];
    const localStorage = {
      length: stored.length,
      key: (index: number) => stored[index] ?? null,
      getItem: () => 'stored',
    };
    new Function('location', 'document', 'history', 'globalThis', guard)(
      { pathname: visit.pathname, search: visit.search ?? '', hash: visit.hash ?? '' },
      document,
      { state: visit.state ?? null },
      { localStorage },
    );
    return attributes.has('data-spa-route');
  };
}

/** A prerendered page's HTML: `markup` rendered for `path`. */
const prerendered = (
  spaHtml: string,
  { markup, css = '', ...visit }: { markup: string; css?: string } & NonNullable<Page['prerendered']>,
) => pageHtml(spaHtml, { markup, css, prerendered: visit }, inline);

describe('a prerendered page', () => {
  let html = '';
  beforeAll(() => {
    html = prerendered(SPA, {
      path: '/',
      markup: '<!--$--><h1>Train Your Dream. Own the Pitch.</h1><!--/$-->',
      css: '.mkt-hero{color:red}',
    });
  });

  test('puts the markup in #root, marked with its path, and keeps the scripts', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/"><!--$--><h1>Train Your Dream. Own the Pitch.</h1><!--/$--></div>',
    );
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
  });

  test('the first paint waits until the whole markup is parsed', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#prerendered-end" blocking="render">');
    expect(html).toContain('<!--/$--></div><template id="prerendered-end"></template></body>');
  });

  test('inlines the CSS last in the head, so the first paint is styled, before any sheet the apps add', () => {
    expect(html).toContain('<style>.mkt-hero{color:red}</style></head>');
  });

  test('hides the markup unless it is the page of this visit: its path, no query or kept state, nobody signed in', () => {
    const hidden = guardOf(html, '/');
    expect(hidden({ pathname: '/' })).toBe(false);
    expect(hidden({ pathname: '/', stored: ['dreampitch-device-queue'] })).toBe(false);
    expect(hidden({ pathname: '/', state: { usr: null, key: 'default', idx: 0 } })).toBe(false);
    expect(hidden({ pathname: '/app' })).toBe(true);
    expect(hidden({ pathname: '/', search: '?mode=signup' })).toBe(true);
    expect(hidden({ pathname: '/', state: { usr: { checkInbox: 'a@b.co' }, key: 'k', idx: 1 } })).toBe(true);
    expect(hidden({ pathname: '/', stored: ['sb-127-auth-token'] })).toBe(true);
    expect(hidden({ pathname: '/', hash: '#access_token=x&type=signup' })).toBe(true);
    expect(html).toContain('[data-spa-route] #root[data-prerendered]{display:none}');
  });

  test('a page that reads its query only after hydration (the mailed link check) is kept with any query', () => {
    const hidden = guardOf(
      prerendered(SPA, {
        path: '/app/confirm-email',
        markup: '<h1>Confirm your e-mail address</h1>',
        anyQuery: true,
      }),
      '/app/confirm-email',
      true,
    );
    expect(hidden({ pathname: '/app/confirm-email' })).toBe(false);
    expect(hidden({ pathname: '/app/confirm-email', search: '?token_hash=abc&type=signup' })).toBe(false);
    expect(hidden({ pathname: '/app/reset-password', search: '?token_hash=abc&type=recovery' })).toBe(true);
    expect(hidden({ pathname: '/app/confirm-email', hash: '#access_token=x&type=signup' })).toBe(true);
    expect(hidden({ pathname: '/app/confirm-email', search: '?x=1', stored: ['sb-127-auth-token'] })).toBe(
      true,
    );
  });

  test('a form submitted, a button pressed or a field typed in before the page is ready is handed over then', () => {
    const script = scriptOf(html, { script: 'holdSubmissionsUntilReady' });
    const listeners = new Map<string, (event: unknown) => void>();
    const later: (() => void)[] = [];
    const typed = new TypedField('typed@example.com');
    const untouched = new TypedField('');
    const checkbox = Object.assign(new TypedField('on'), { type: 'checkbox' });
    const document = {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('#root input,#root textarea');
        return [typed, untouched, checkbox];
      },
    };
    let resubmitted = 0;
    let prevented = 0;
    let pressedAgain = 0;
    const form = { isConnected: true, requestSubmit: () => (resubmitted += 1) };
    const button = { type: 'button', isConnected: true, click: () => (pressedAgain += 1) };
    const submitButton = { type: 'submit', isConnected: true, click: () => (pressedAgain += 1) };
    const event = (target: unknown) => ({
      target,
      preventDefault: () => (prevented += 1),
      stopPropagation: () => {},
    });
    new Function('document', 'setTimeout', 'Event', script)(
      document,
      (callback: () => void) => later.push(callback),
      class {
        constructor(
          readonly type: string,
          readonly init: unknown,
        ) {}
      },
    );
    listeners.get('submit')?.(event(form));
    listeners.get('submit')?.(event(form));
    listeners.get('click')?.(event({ closest: () => button }));
    // A submit button's press is the form's submission, held above.
    listeners.get('click')?.(event({ closest: () => submitButton }));
    listeners.get('click')?.(event({ closest: () => null }));
    expect([prevented, resubmitted, pressedAgain]).toEqual([3, 0, 0]);
    listeners.get('dp:page-ready')?.({});
    // Handed over once React's own work is done (a change made inside it would be undone); until then a
    // submission is still held.
    expect([resubmitted, pressedAgain, typed.events.length]).toEqual([0, 0, 0]);
    listeners.get('submit')?.(event(form));
    expect(prevented).toBe(4);
    later.forEach((callback) => callback());
    expect(listeners.has('submit')).toBe(false);
    expect(listeners.has('click')).toBe(false);
    expect(listeners.has('input')).toBe(false);
    expect([resubmitted, pressedAgain]).toEqual([1, 1]);
    // React's setter saw the old value and the element's own setter the typed one: an input event React reads
    // as a change to the typed text.
    expect(typed.setThroughReact).toEqual(['']);
    expect(typed.value).toBe('typed@example.com');
    expect(typed.events).toEqual([{ type: 'input', init: { bubbles: true } }]);
    expect(untouched.events).toEqual([]);
    expect(checkbox.events).toEqual([]);
  });

  test('CSS cannot close its style element early', () => {
    const page = prerendered(SPA, { path: '/', markup: '', css: 'a{content:"</style><script>"}' });
    expect(page).not.toContain('content:"</style');
    expect(page).toContain('content:"<\\/style><script>"');
  });

  test('a page is served only with its heading, not an error in its place', () => {
    expect(prerenderProblem('<main><h1 class="x">Game Hub</h1></main>')).toBeNull();
    expect(prerenderProblem('<h1><span tabindex="-1">Choose Your Player</span></h1>')).toBeNull();
    expect(prerenderProblem('<main><div role="status">Loading page</div></main>')).toMatch(/no h1/);
    expect(prerenderProblem('<h1></h1>')).toMatch(/no h1/);
    expect(
      prerenderProblem(
        '<main><!--$?--><template id="B:0"></template>…<!--/$--></main><div hidden id="S:0"><h1>Plans</h1></div>',
      ),
    ).toMatch(/script/);
    // A live region for the form's messages is not an error.
    expect(prerenderProblem('<h1>Join</h1><p role="alert"></p>')).toBeNull();
    expect(
      prerenderProblem(
        '<section class="shell-remote-error dp-container" role="alert"><h1>Hub</h1></section>',
      ),
    ).toMatch(/error/);
    expect(prerenderProblem('<h1>Plans</h1><div role="alert" class="dp-error-message">No.</div>')).toMatch(
      /error/,
    );
  });

  test('refuses a page whose #root is not empty (prerendering twice)', () => {
    expect(() => prerendered(html, { path: '/', markup: '' })).toThrow(/empty/);
  });
});

describe('a page with its own head (a shared drill link names the drill)', () => {
  const SPA_WITH_META = SPA.replace(
    '<title>DreamPitch</title>',
    '<title>Train Your Dream. Own the Pitch. · DreamPitch</title><meta name="description" content="DreamPitch: soccer training.">',
  );

  test('replaces the landing title and description with the page’s, escaped', () => {
    const html = prerendered(SPA_WITH_META, {
      path: '/app/training/drills/wall-passes',
      markup: '<h1>Wall Passes</h1>',
      head: { title: 'Wall <Passes>', description: 'Pass "hard" & stop it.' },
    });
    expect(html).toContain('<title>Wall &lt;Passes> · DreamPitch</title>');
    expect(html).toContain('<meta name="description" content="Pass &quot;hard&quot; &amp; stop it.">');
    expect(html).not.toContain('Train Your Dream');
    expect(html).not.toContain('soccer training.');
  });

  test('keeps the landing page’s head on a page without one', () => {
    const html = prerendered(SPA_WITH_META, { path: '/app', markup: '<h1>Home</h1>' });
    expect(html).toContain('<title>Train Your Dream. Own the Pitch. · DreamPitch</title>');
  });
});

const spaPageHtml =
  '<!doctype html><html><head><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

describe('the SPA page and a framed page', () => {
  test('puts the frame in #root and its CSS in the head, with nothing that hides it or waits for it', () => {
    const html = pageHtml(
      spaPageHtml,
      {
        markup: '<div class="shell-layout"><header>DreamPitch</header></div>',
        css: '.shell-layout{min-height:100vh}',
      },
      inline,
    );
    expect(html).toContain(
      '<div id="root"><div class="shell-layout"><header>DreamPitch</header></div></div>',
    );
    expect(html).toContain('<style>.shell-layout{min-height:100vh}</style></head>');
    // Not a prerendered page: the bootstrap must not hydrate it, and the SPA guard must not hide it.
    expect(html).not.toContain('data-prerendered');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(
      `<template id="start-up"><script defer src="/static/js/index.js"></script></template>`,
    );
  });

  test("a frame's script runs right after #root, before the app's code; it cannot close its element early", () => {
    const fill = { script: 'fillFrame', args: { path: '/app/export' } };
    const closing = (call: FirstPaintCall) =>
      call.script === 'fillFrame' ? 'document.title="</script>"' : '';
    const html = pageHtml(spaPageHtml, { markup: '<h1>Hi</h1>', css: '', fill }, closing);
    expect(html).toContain(
      '<div id="root"><h1>Hi</h1></div><script>document.title="<\\/script>"</script></body>',
    );
    expect(pageHtml(spaPageHtml, { markup: '<h1>Hi</h1>', css: '', fill }, inline)).toContain(
      `<div id="root"><h1>Hi</h1></div><script>${inline(fill)}</script></body>`,
    );
  });

  test('CSS cannot close its style element early', () => {
    expect(pageHtml(spaPageHtml, { markup: '', css: 'a{}</style><b>' }, inline)).toContain(
      'a{}<\\/style><b>',
    );
  });

  test('an index.html without an empty root or a head is refused', () => {
    expect(() =>
      pageHtml('<html><head></head><body></body></html>', { markup: '', css: '' }, inline),
    ).toThrow('no empty <div id="root"></div>');
    expect(() => pageHtml('<div id="root"></div>', { markup: '', css: '' }, inline)).toThrow('no </head>');
  });
});

import { describe, expect, test } from '@rstest/core';
import { withPrerenderedPage } from './html';

const SPA = `<!doctype html><html><head><title>DreamPitch</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('withPrerenderedPage', () => {
  const html = withPrerenderedPage(SPA, {
    path: '/',
    markup: '<!--$--><h1>Train Your Dream. Own the Pitch.</h1><!--/$-->',
    css: '.mkt-hero{color:red}',
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
    expect(html).toContain('<!--/$--></div><template id="prerendered-end"></template>');
  });

  test('inlines the CSS in the head, so the first paint is styled', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.mkt-hero{color:red}</style>');
  });

  test('hides the markup on any other path (a host whose SPA fallback is index.html)', () => {
    const guard = /<script>(.*?)<\/script>/.exec(
      html.replace('<script defer src="/static/js/index.js"></script>', ''),
    );
    expect(guard?.[1]).toBeDefined();
    for (const [pathname, hidden] of [
      ['/', false],
      ['/app', true],
    ] as const) {
      const attributes = new Set<string>();
      const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
      new Function('location', 'document', guard?.[1] ?? '')({ pathname }, document);
      expect(attributes.has('data-spa-route')).toBe(hidden);
    }
    expect(html).toContain('[data-spa-route] #root[data-prerendered]{display:none}');
  });

  test('a form submitted or a button pressed before the page is ready is held, then replayed for the app', () => {
    const script = /<script>(\(function\(\)\{var held[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    const listeners = new Map<string, (event: unknown) => void>();
    const document = {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
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
    new Function('document', script ?? '')(document);
    listeners.get('submit')?.(event(form));
    listeners.get('submit')?.(event(form));
    listeners.get('click')?.(event({ closest: () => button }));
    // A submit button's press is the form's submission, held above.
    listeners.get('click')?.(event({ closest: () => submitButton }));
    listeners.get('click')?.(event({ closest: () => null }));
    expect([prevented, resubmitted, pressedAgain]).toEqual([3, 0, 0]);
    listeners.get('dp:page-ready')?.({});
    expect([resubmitted, pressedAgain]).toEqual([1, 1]);
    expect(listeners.has('submit')).toBe(false);
    expect(listeners.has('click')).toBe(false);
  });

  test('CSS cannot close its style element early', () => {
    const page = withPrerenderedPage(SPA, { path: '/', markup: '', css: 'a{content:"</style><script>"}' });
    expect(page).not.toContain('content:"</style');
    expect(page).toContain('content:"<\\/style><script>"');
  });

  test('refuses a page whose #root is not empty (prerendering twice)', () => {
    expect(() => withPrerenderedPage(html, { path: '/', markup: '', css: '' })).toThrow(/empty/);
  });
});

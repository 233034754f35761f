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

  test('CSS cannot close its style element early', () => {
    const page = withPrerenderedPage(SPA, { path: '/', markup: '', css: 'a{content:"</style><script>"}' });
    expect(page).not.toContain('</style><script>');
  });

  test('refuses a page whose #root is not empty (prerendering twice)', () => {
    expect(() => withPrerenderedPage(html, { path: '/', markup: '', css: '' })).toThrow(/empty/);
  });
});

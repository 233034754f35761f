import { describe, expect, test } from '@rstest/core';
import { withSpaPage } from './spaPage';

const spaHtml =
  '<!doctype html><html><head><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

describe('withSpaPage', () => {
  test('puts the frame in #root and its CSS in the head, with nothing that hides it or waits for it', () => {
    const html = withSpaPage(spaHtml, {
      markup: '<div class="shell-layout"><header>DreamPitch</header></div>',
      css: '.shell-layout{min-height:100vh}',
    });
    expect(html).toContain(
      '<div id="root"><div class="shell-layout"><header>DreamPitch</header></div></div>',
    );
    expect(html).toContain('<style>.shell-layout{min-height:100vh}</style></head>');
    // Not a prerendered page: the bootstrap must not hydrate it, and the SPA guard must not hide it.
    expect(html).not.toContain('data-prerendered');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(`<script>(function(){var t=document.getElementById("start-up")`);
  });

  test("a frame's script runs right after #root, before the app's code; it cannot close its element early", () => {
    const html = withSpaPage(spaHtml, {
      markup: '<h1>Hi</h1>',
      css: '',
      script: 'document.title="</script>"',
    });
    expect(html).toContain(
      '<div id="root"><h1>Hi</h1></div><script>document.title="<\\/script>"</script></body>',
    );
  });

  test('CSS cannot close its style element early', () => {
    expect(withSpaPage(spaHtml, { markup: '', css: 'a{}</style><b>' })).toContain('a{}<\\/style><b>');
  });

  test('an index.html without an empty root or a head is refused', () => {
    expect(() => withSpaPage('<html><head></head><body></body></html>', { markup: '', css: '' })).toThrow(
      'no empty <div id="root"></div>',
    );
    expect(() => withSpaPage('<div id="root"></div>', { markup: '', css: '' })).toThrow('no </head>');
  });
});

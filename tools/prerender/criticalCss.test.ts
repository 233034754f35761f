import { describe, expect, test } from '@rstest/core';
import { criticalCss, inCascadeOrder } from './criticalCss';

const CSS = [
  ':root{--dp-color-primary:#15803d}',
  'body{margin:0}',
  '.mkt-hero{color:red}',
  '.mkt-hero:hover{color:blue}',
  '.dp-button:focus-visible{outline:3px solid}',
  '@media (min-width:64rem){.mkt-hero{padding:2rem}.tracker-card{padding:1rem}}',
  '.mkt-dot:after{animation:mkt-pulse 1s 2}',
  '@keyframes mkt-pulse{to{opacity:0}}',
  '@keyframes tracker-spin{to{transform:rotate(1turn)}}',
  '.tracker-card{border:1px solid}',
  'h1,h2{line-height:1.2}',
].join('');

describe('criticalCss', () => {
  const markup =
    '<section class="mkt-hero"><h1>Train</h1><span class="mkt-dot"></span><button class="dp-button">Go</button></section>';

  test('keeps the rules whose selectors match the markup, with their states and media queries', async () => {
    const css = await criticalCss(markup, CSS);
    expect(css).toContain('.mkt-hero{color:red}');
    expect(css).toContain('.mkt-hero:hover{color:blue}');
    expect(css).toContain('.dp-button:focus-visible');
    expect(css).toContain('@media (min-width:64rem){.mkt-hero{padding:2rem}}');
  });

  test('keeps the custom properties, the document rules and the keyframes the kept rules use', async () => {
    const css = await criticalCss(markup, CSS);
    expect(css).toContain('--dp-color-primary:#15803d');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('@keyframes mkt-pulse');
  });

  test('leaves out what no element of the markup uses: other pages’ rules, selectors and keyframes', async () => {
    const css = await criticalCss(markup, CSS);
    expect(css).not.toContain('tracker-card');
    expect(css).not.toContain('tracker-spin');
    expect(css).not.toContain('h2');
    expect(css).toContain('h1{line-height:1.2}');
  });

  test('is empty when no rule applies', async () => {
    expect(await criticalCss('<p>Hello</p>', '.tracker-card{border:1px solid}')).toBe('');
  });
});

test('only the stylesheets, the entry’s before those of lazily imported pages, which override the library', () => {
  expect(
    inCascadeOrder([
      'static/css/async/g.css',
      'prerender.js',
      'static/css/prerender.css',
      'static/css/async/1.css',
    ]),
  ).toEqual(['static/css/prerender.css', 'static/css/async/1.css', 'static/css/async/g.css']);
});

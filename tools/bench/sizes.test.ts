import { describe, expect, test } from '@rstest/core';
import { landingInitialJs, scriptsInHtml, type App, type DistReader } from './sizes';
import { remoteEntry, shellRuntime } from './testFixtures';

const landing = { remote: 'marketing' as App, expose: './LandingPage', startupDynamicShared: [] as string[] };

function readerOf(files: Record<string, string>): DistReader {
  return { read: (app, relativePath) => files[`${app}/${relativePath}`] };
}

const dist = {
  'shell/index.html': '<head><script defer src="/static/js/index.js"></script></head>',
  'shell/static/js/index.js': shellRuntime,
  'marketing/mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'static/js/marketing.js', path: '' } },
  }),
  'marketing/static/js/marketing.js': remoteEntry,
};

describe('scriptsInHtml', () => {
  test('lists script sources as dist-relative paths and ignores inline scripts', () => {
    const html =
      '<script>inline()</script><script defer src="/static/js/a.js"></script><script src="https://cdn.x/static/b.js" type="module"></script>';
    expect(scriptsInHtml(html)).toEqual(['static/js/a.js', 'static/b.js']);
  });
});

describe('landingInitialJs', () => {
  test('counts shell scripts, bootstrap chunks with their shared packages, the remote entry and the expose', () => {
    const files = landingInitialJs(readerOf(dist), landing).map(({ app, file }) => `${app}/${file}`);
    expect(files).toEqual([
      'shell/static/js/index.js',
      'shell/static/js/async/id.ddd.js',
      'shell/static/js/async/p.bbb.js',
      'shell/static/js/async/5.aaa.js',
      'marketing/static/js/marketing.js',
      'marketing/static/js/async/2.eee.js',
      'marketing/static/js/async/__federation_expose_LandingPage.fff.js',
    ]);
  });

  test('adds shared packages that start-up imports dynamically', () => {
    const files = landingInitialJs(readerOf(dist), {
      ...landing,
      startupDynamicShared: ['@supabase/supabase-js'],
    });
    expect(files.at(-1)).toEqual({ app: 'shell', file: 'static/js/async/w4.ccc.js' });
  });

  test('explains what is missing instead of guessing', () => {
    expect(() => landingInitialJs(readerOf({}), landing)).toThrow('shell/dist/index.html is missing');
    expect(() => landingInitialJs(readerOf(dist), { ...landing, expose: './Nope' })).toThrow(
      'marketing does not expose ./Nope',
    );
    expect(() =>
      landingInitialJs(readerOf(dist), { ...landing, startupDynamicShared: ['left-pad'] }),
    ).toThrow('No app provides the shared package left-pad');
  });
});

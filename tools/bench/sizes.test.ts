import { describe, expect, test } from '@rstest/core';
import { importGroupOf, routeInitialJs, scriptsInHtml, type DistReader, type RouteTarget } from './sizes';
import { remoteEntry, shellRuntime } from './testFixtures';

const landing: RouteTarget = { path: '/', remote: 'marketing', expose: './LandingPage' };

function readerOf(files: Record<string, string>): DistReader {
  return { read: (app, relativePath) => files[`${app}/${relativePath}`] };
}

const dist: Record<string, string> = {
  'shell/index.html': '<head><script defer src="/static/js/index.js"></script></head>',
  'shell/static/js/index.js': shellRuntime,
  'marketing/mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'static/js/marketing.js', path: '' } },
  }),
  'marketing/static/js/marketing.js': remoteEntry,
};

const names = (files: { app: string; file: string }[]) => files.map(({ app, file }) => `${app}/${file}`);

describe('scriptsInHtml', () => {
  test('lists script sources as dist-relative paths and ignores inline scripts', () => {
    const html =
      '<script>inline()</script><script defer src="/static/js/a.js"></script><script src="https://cdn.x/static/b.js" type="module"></script>';
    expect(scriptsInHtml(html)).toEqual(['static/js/a.js', 'static/b.js']);
  });
});

describe('routeInitialJs', () => {
  test('counts shell scripts, bootstrap chunks with their shared packages, the remote entry and the expose', () => {
    expect(names(routeInitialJs(readerOf(dist), landing))).toEqual([
      'shell/static/js/index.js',
      'shell/static/js/async/id.ddd.js',
      'shell/static/js/async/p.bbb.js',
      'shell/static/js/async/5.aaa.js',
      'marketing/static/js/marketing.js',
      'marketing/static/js/async/2.eee.js',
      'marketing/static/js/async/__federation_expose_LandingPage.fff.js',
    ]);
  });

  test('other routes start from the SPA page, and a shell page adds the chunks of its lazy import', () => {
    const withShellPage = {
      ...dist,
      'shell/200.html': '<head><script defer src="/static/js/index.js"></script></head>',
      'shell/static/js/index.js': shellRuntime.replace(
        '({5:"aaa"',
        '({pa:"page-auth",q:"helper"})[e]||e)+"."+({pa:"eee",q:"fff",5:"aaa"',
      ),
      'shell/static/js/async/5.aaa.js': 'x.e("q"),Promise.all([r.e("q"),r.e("pa")]).then(r.bind(r,"A"))',
    };
    withShellPage['shell/static/js/index.js'] = (withShellPage['shell/static/js/index.js'] as string).replace(
      '"static/js/async/"+e+',
      '"static/js/async/"+(',
    );
    const files = names(routeInitialJs(readerOf(withShellPage), { path: '/app/auth' }));
    expect(files.slice(-2)).toEqual([
      'shell/static/js/async/helper.fff.js',
      'shell/static/js/async/page-auth.eee.js',
    ]);
    expect(files).not.toContain('marketing/static/js/marketing.js');
  });

  test("a signed-in page's first load adds the shell's chunk of the stored session with its import; a public one does not", () => {
    const withSupabaseChunk = {
      ...dist,
      'shell/static/js/index.js': shellRuntime.replace(
        '"static/js/async/"+e+"."+({5:"aaa"',
        '"static/js/async/"+(({sb:"supabase-data"})[e]||e)+"."+({sb:"sss",5:"aaa"',
      ),
      'shell/static/js/async/5.aaa.js': 'Promise.all([r.e("p"),r.e("sb")]).then(r.bind(r,"S"))',
    };
    const signedIn = names(routeInitialJs(readerOf(withSupabaseChunk), { ...landing, signedIn: true }));
    expect(signedIn.slice(-1)).toEqual(['shell/static/js/async/supabase-data.sss.js']);
    expect(signedIn.filter((file) => file === 'shell/static/js/async/p.bbb.js')).toHaveLength(1);
    const signedOut = names(routeInitialJs(readerOf(withSupabaseChunk), landing));
    expect(signedOut).not.toContain('shell/static/js/async/supabase-data.sss.js');
    expect(() => routeInitialJs(readerOf(dist), { ...landing, signedIn: true })).toThrow(
      'The shell has no chunk named supabase-data',
    );
  });

  test('adds shared packages that start-up imports dynamically', () => {
    const files = routeInitialJs(readerOf(dist), landing, ['@supabase/supabase-js']);
    expect(files.at(-1)).toEqual({ app: 'shell', file: 'static/js/async/w4.ccc.js' });
  });

  test('explains what is missing instead of guessing', () => {
    expect(() => routeInitialJs(readerOf({}), landing)).toThrow('shell/dist/index.html is missing');
    expect(() => routeInitialJs(readerOf(dist), { ...landing, expose: './Nope' })).toThrow(
      'marketing does not expose ./Nope',
    );
    expect(() => routeInitialJs(readerOf(dist), landing, ['left-pad'])).toThrow(
      'No app provides the shared package left-pad',
    );
  });
});

test('importGroupOf finds every chunk of the import() that loads a chunk', () => {
  const source = 'a.e("z").then(a.bind(a,"B"));Promise.all([r.e("x"),r.e(7)]).then(r.bind(r,"C"))';
  expect(importGroupOf([source], '7')).toEqual(['x', '7']);
  expect(importGroupOf([source], 'none')).toEqual(['none']);
});

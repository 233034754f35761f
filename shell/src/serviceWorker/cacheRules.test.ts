import { describe, expect, test } from '@rstest/core';
import { cacheStrategyFor, pageCacheKey, type RequestFacts } from './cacheRules';

const SHELL = 'https://app.dreampitch.example';
const get = (url: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  url,
  method: 'GET',
  mode: 'cors',
  authorised: false,
  ...extra,
});
const strategy = (url: string, extra: Partial<RequestFacts> = {}) => cacheStrategyFor(get(url, extra), SHELL);

describe('cacheStrategyFor', () => {
  test.each([
    `${SHELL}/static/js/index.1a2b3c4d.js`,
    `${SHELL}/static/js/async/page-auth.8c1d2e3f.js`,
    `${SHELL}/static/css/index.0a1b2c3d.css`,
    // Remotes on their own origins: their chunks are as immutable as the shell's.
    'http://localhost:3004/static/js/async/__federation_expose_GameHubPage.5e6f7a8b.js',
    'https://games.dreampitch.example/static/js/lib-react.deadbeef.js',
    'https://games.dreampitch.example/static/font/inter.0123abcd.woff2',
  ])('a content-hashed build file is cached first: %s', (url) => {
    expect(strategy(url)).toBe('immutable');
  });

  test.each([
    `${SHELL}/remotes.json`,
    `${SHELL}/config.json`,
    `${SHELL}/manifest.webmanifest`,
    `${SHELL}/icons/icon-192.png`,
    'http://localhost:3004/mf-manifest.json',
    'https://tracker.dreampitch.example/remoteEntry.js',
  ])('a file at a fixed URL that says what to load is asked of the network first: %s', (url) => {
    expect(strategy(url)).toBe('revalidate');
  });

  test.each([
    [`${SHELL}/`, 'navigate'],
    [`${SHELL}/app/goal-tracker`, 'navigate'],
    [`${SHELL}/app/auth?next=%2Fapp%2Fdashboard`, 'navigate'],
    // The page's own URL handed over by the registration code (not a navigation request).
    [`${SHELL}/app/games/decision-drill`, 'cors'],
    [`${SHELL}/200.html`, 'cors'],
    // The drill library and a drill page (issue 33), by link and as a filtered list, once visited work offline.
    [`${SHELL}/app/training?pillar=technical&level=beginner`, 'navigate'],
    [`${SHELL}/app/training/drills/toe-tap-warm-up`, 'cors'],
  ])('a page of the shell is asked of the network, then the cache: %s', (url, mode) => {
    expect(strategy(url, { mode })).toBe('page');
  });

  test.each([
    // The backend: data, sign-in, functions and storage are never cached.
    'http://127.0.0.1:54321/rest/v1/goals?select=*',
    'https://project.supabase.co/auth/v1/token?grant_type=password',
    'https://project.supabase.co/functions/v1/create-checkout',
    'https://project.supabase.co/storage/v1/object/public/avatars/a.png',
    // Third parties and unhashed files of other origins.
    'https://js.stripe.com/v3',
    'https://games.dreampitch.example/federation-runtime.js',
    'https://games.dreampitch.example/index.html',
    // A hashed name with a query string is not one of our build files.
    `${SHELL}/static/js/index.1a2b3c4d.js?v=2`,
    // Unhashed files of the shell outside the known ones.
    `${SHELL}/sw.js`,
    `${SHELL}/static/js/index.js`,
    'chrome-extension://abc/static/js/x.1a2b3c4d.js',
    'not a url',
  ])('everything else is left to the network: %s', (url) => {
    expect(strategy(url)).toBe('none');
  });

  test('only GET requests are cached', () => {
    expect(strategy(`${SHELL}/static/js/index.1a2b3c4d.js`, { method: 'POST' })).toBe('none');
    expect(strategy(`${SHELL}/app`, { method: 'HEAD', mode: 'navigate' })).toBe('none');
  });

  test('a request carrying credentials is never cached, whatever its URL', () => {
    expect(strategy(`${SHELL}/static/js/index.1a2b3c4d.js`, { authorised: true })).toBe('none');
    expect(strategy(`${SHELL}/config.json`, { authorised: true })).toBe('none');
    expect(strategy(`${SHELL}/app`, { authorised: true, mode: 'navigate' })).toBe('none');
  });
});

describe('pageCacheKey', () => {
  test('drops the query string and fragment: one static page per path', () => {
    expect(pageCacheKey(`${SHELL}/app/auth?next=%2Fapp#top`)).toBe(`${SHELL}/app/auth`);
    expect(pageCacheKey(`${SHELL}/`)).toBe(`${SHELL}/`);
  });
});

import { describe, expect, test } from '@rstest/core';
import { REMOTE_NAMES, ROUTES } from '@dreampitch/app-frame/routes';
import { findRemoteTours, linkingPages, publicPages, type PublicPage } from './remoteTours';

/** A site whose pages show the links of `links`, recording which pages were opened. */
function site(links: Record<string, string[]>) {
  const opened: string[] = [];
  const linksOn = async (path: string) => {
    opened.push(path);
    return new Set(links[path] ?? []);
  };
  return { linksOn, opened };
}

const pages: PublicPage[] = [
  { path: '/', owner: 'marketing' },
  { path: '/app/features', owner: 'marketing' },
  { path: '/app/goal-tracker', owner: 'tracker' },
  { path: '/app/player-selection', owner: 'goals-wizard' },
  { path: '/app/training', owner: 'training' },
  { path: '/app/auth', owner: 'shell' },
];

describe('publicPages', () => {
  test('has a public page of every remote, so each gets a tour', () => {
    const owners = new Set(publicPages().map((page) => page.owner));
    for (const remote of REMOTE_NAMES) expect(owners).toContain(remote);
  });

  test('holds every public route, one instance of a route with params, and no signed-in one', () => {
    const paths = publicPages().map((page) => page.path);
    expect(paths).toContain('/app/training/drills/toe-tap-warm-up');
    expect(paths).not.toContain('/app/dashboard');
    expect(paths).toHaveLength(ROUTES.filter((route) => route.access === 'public').length);
  });

  test('looks for links on the shell’s pages first', () => {
    expect(linkingPages(pages).map((page) => page.path)[0]).toBe('/app/auth');
  });
});

describe('findRemoteTours', () => {
  const links = {
    '/app/auth': ['/app', '/app/features', '/app/goal-tracker'],
    '/app/features': ['/app/training', '/app/goal-tracker'],
    '/app/goal-tracker': ['/app/player-selection', '/app/features'],
  };
  const remotes = ['marketing', 'tracker', 'goals-wizard', 'training'];

  test('tours each remote to its first linked public page, from a page of another app', async () => {
    const tours = await findRemoteTours(site(links).linksOn, pages, remotes);
    expect(tours).toEqual([
      // `/` is marketing's first page, but no page links to it.
      { remote: 'marketing', path: '/app/features', from: '/app/auth' },
      { remote: 'tracker', path: '/app/goal-tracker', from: '/app/auth' },
      { remote: 'goals-wizard', path: '/app/player-selection', from: '/app/goal-tracker' },
      { remote: 'training', path: '/app/training', from: '/app/features' },
    ]);
  });

  test('starts every tour from the shell or a remote toured before, so each first visit is cold', async () => {
    const { linksOn } = site({
      '/app/auth': ['/app/goal-tracker'],
      '/': ['/app/training'],
      '/app/goal-tracker': ['/app/features'],
    });
    const tours = await findRemoteTours(linksOn, pages, ['marketing', 'tracker', 'training']);
    // Found in the order tracker, training (from `/`, marketing's), marketing: training waits for marketing.
    expect(tours.map((tour) => `${tour.from} -> ${tour.path}`)).toEqual([
      '/app/auth -> /app/goal-tracker',
      '/app/goal-tracker -> /app/features',
      '/ -> /app/training',
    ]);
  });

  test('opens pages only until every remote has a tour', async () => {
    const { linksOn, opened } = site({ '/app/auth': ['/app/features', '/app/goal-tracker'] });
    await findRemoteTours(linksOn, pages, ['marketing', 'tracker']);
    expect(opened).toEqual(['/app/auth']);
  });

  test('a link on a page of the remote itself does not count: that visit would not be a first one', async () => {
    const { linksOn } = site({ '/': ['/app/features'] });
    await expect(findRemoteTours(linksOn, pages, ['marketing'])).rejects.toThrow(
      'No public page shows a visible link to a public page of marketing.',
    );
  });

  test('a remote added with no page linking to it fails, naming it', async () => {
    await expect(findRemoteTours(site(links).linksOn, pages, [...remotes, 'games'])).rejects.toThrow(
      'of games.',
    );
  });

  test('tours that can only start in each other fail', async () => {
    const { linksOn } = site({
      '/app/features': ['/app/goal-tracker'],
      '/app/goal-tracker': ['/app/features'],
    });
    await expect(findRemoteTours(linksOn, pages, ['marketing', 'tracker'])).rejects.toThrow(
      'The tours to marketing, tracker start only in each other.',
    );
  });
});

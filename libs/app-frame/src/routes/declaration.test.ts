import { describe, expect, it } from '@rstest/core';
import { builtPaths, examplePath, fillPath, paramNames, routeAt, type RouteDeclaration } from './declaration';
import { declarationProblems } from './declaration.testing';
import { pathsPainted } from './built';

const page = (path: string, more: Partial<RouteDeclaration> = {}): RouteDeclaration => ({
  path,
  owner: 'games',
  module: 'SomePage',
  access: 'public',
  layout: 'app',
  title: 'Some page',
  firstPaint: 'prerendered',
  ...more,
});

// A remote with pages per drill and per session, as a training remote declares them: every drill public and
// prerendered (its slugs from a data library), a session's page signed in and painted from the SPA page.
const DRILL_SLUGS = ['first-touch', 'weak-foot passes'];
const TRAINING: RouteDeclaration[] = [
  page('/app/training'),
  page('/app/training/drills/:slug', { instances: () => DRILL_SLUGS.map((slug) => ({ slug })) }),
  page('/app/training/session/:id', { access: 'signed-in', firstPaint: 'skeleton' }),
];

describe('a route with params', () => {
  it('names its params and fills them in, encoded', () => {
    expect(paramNames('/app/training/drills/:slug')).toEqual(['slug']);
    expect(paramNames('/a/:x/b/:y')).toEqual(['x', 'y']);
    expect(fillPath('/a/:x/b/:y', { x: '1', y: 'two words' })).toBe('/a/1/b/two%20words');
    expect(() => fillPath('/a/:x', {})).toThrow(':x');
  });

  it('has one built page per declared instance, and none painted from the SPA page', () => {
    expect(TRAINING.map(builtPaths)).toEqual([
      ['/app/training'],
      ['/app/training/drills/first-touch', '/app/training/drills/weak-foot%20passes'],
      [],
    ]);
    expect(pathsPainted('prerendered', TRAINING)).toEqual([
      '/app/training',
      '/app/training/drills/first-touch',
      '/app/training/drills/weak-foot%20passes',
    ]);
    expect(declarationProblems(TRAINING)).toEqual([]);
  });

  it('is visited, where every route is, at its first instance', () => {
    expect(TRAINING.map(examplePath)).toEqual([
      '/app/training',
      '/app/training/drills/first-touch',
      undefined,
    ]);
  });

  it('is the route of each of its instances', () => {
    expect(routeAt(TRAINING, '/app/training/drills/first-touch')?.path).toBe('/app/training/drills/:slug');
    expect(routeAt(TRAINING, '/app/training/session/42')?.path).toBe('/app/training/session/:id');
    expect(routeAt(TRAINING, '/app/training')?.path).toBe('/app/training');
    expect(routeAt(TRAINING, '/app/training/drills')).toBeUndefined();
    expect(routeAt(TRAINING, '/app/training/drills/a/b')).toBeUndefined();
  });

  it('must declare its instances when the build writes its first paint', () => {
    expect(declarationProblems([page('/app/training/drills/:slug')])).toEqual([
      '/app/training/drills/:slug has params and a built first paint: declare its instances.',
    ]);
    expect(declarationProblems([page('/app/training', { instances: () => [] })])).toEqual([
      '/app/training has no params, so no instances.',
    ]);
  });
});

describe('declarationProblems', () => {
  it('refuses a path declared twice, a signed-in page prerendered and a public one with a signed-in paint', () => {
    expect(
      declarationProblems([
        page('/a'),
        page('/a'),
        page('/b', { access: 'signed-in' }),
        page('/c', { firstPaint: 'framed' }),
        page('/d', { access: 'subscribed', firstPaint: 'framed', anyQuery: true }),
      ]),
    ).toEqual([
      '/a is declared twice.',
      '/b: only a public route is prerendered, and a public one is (prerendered).',
      '/c: only a public route is prerendered, and a public one is (framed).',
      '/d: anyQuery applies to a prerendered route only.',
    ]);
  });
});

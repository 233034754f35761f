import { PLAN_COMPARISON, PLAN_FEATURE_ROUTES, PLANS, PRO_FEATURES } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from './routes';

/** "Sell only what exists": every feature a plan card or the comparison table names opens a real page. */

const exposedModules = (remote: string) =>
  readFileSync(join(__dirname, '..', '..', 'remotes', remote, 'rsbuild.config.ts'), 'utf8');

const soldFeatures = [
  ...PLANS.flatMap((plan) => plan.features.filter((line) => !/^Everything in /.test(line))),
  ...PLAN_COMPARISON.filter((row) => [row.free, row.pro, row.parent].some((value) => value !== false)).map(
    (row) => row.feature,
  ),
];

describe('plan features lead to pages that exist', () => {
  test.each([...new Set(soldFeatures)])('%s', (feature) => {
    const target = PLAN_FEATURE_ROUTES[feature];
    expect(target).toBeDefined();
    const path = target!.split('#')[0];
    const route = ROUTES.find((candidate) => candidate.path === path);
    expect(route).toBeDefined();
    if (route && 'remote' in route) {
      expect(exposedModules(route.remote)).toContain(
        `'./${route.module}': './src/pages/${route.module}.tsx'`,
      );
      const page = join(
        __dirname,
        '..',
        '..',
        'remotes',
        route.remote,
        'src',
        'pages',
        `${route.module}.tsx`,
      );
      expect(existsSync(page)).toBe(true);
    }
  });

  test('Pro features are open to any signed-in player, so a free player sees the locked preview, not a redirect', () => {
    for (const feature of PRO_FEATURES) {
      const route = ROUTES.find((candidate) => candidate.path === feature.route.split('#')[0]);
      expect(route?.access).toBe('signed-in');
    }
  });
});

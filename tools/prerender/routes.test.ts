import { describe, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DRILLS } from '@dreampitch/drills';
import { ROUTES } from '../../shell/src/routes';
import {
  FRAME_SCRIPTS,
  FRAMED_PATHS,
  PAGE_HEADS,
  PRERENDERED_MODULES,
  PRERENDERED_PATHS,
  ROUTE_INSTANCES,
  SAME_FOR_ANY_QUERY,
} from './routes';

describe('the prerendered routes', () => {
  test('every public page, as a signed-out visitor arriving without a choice or a link sees it (issue 19, item 1)', () => {
    expect(PRERENDERED_PATHS.filter((path) => !path.startsWith('/app/training/drills/'))).toEqual([
      '/',
      '/app',
      '/app/features',
      '/app/player-selection',
      '/app/goal-creation',
      '/app/goal-tracker',
      '/app/games',
      '/app/games/decision-drill',
      '/app/games/reaction-time',
      '/app/games/skill-challenge',
      '/app/auth',
      '/app/confirm-email',
      '/app/reset-password',
      '/app/plans',
      '/app/training',
      '/app/privacy',
      '/app/terms',
      '/privacy',
      '/terms',
    ]);
  });

  test('a public route with a parameter is prerendered once per instance, each with its own title and description (issue 33)', () => {
    const drillPages = PRERENDERED_PATHS.filter((path) => path.startsWith('/app/training/drills/'));
    expect(drillPages).toEqual(DRILLS.map((drill) => `/app/training/drills/${drill.slug}`));
    const [first] = DRILLS;
    expect(PAGE_HEADS[`/app/training/drills/${first!.slug}`]).toEqual({
      title: first!.title,
      description: first!.summary,
    });
    expect(PAGE_HEADS['/app/training']?.title).toBe('Drill Library');
    for (const path of PRERENDERED_PATHS) expect(path).not.toContain(':');
    // Every public route with a parameter says which pages it has.
    const parametrised = ROUTES.filter((route) => route.access === 'public' && route.path.includes(':'));
    expect(parametrised.map((route) => route.path)).toEqual(Object.keys(ROUTE_INSTANCES));
  });

  test('no signed-in page: those differ per visitor and start from the SPA page', () => {
    const privatePaths = ROUTES.filter((route) => route.access !== 'public').map((route) => route.path);
    expect(privatePaths.length).toBeGreaterThan(0);
    for (const path of privatePaths) expect(PRERENDERED_PATHS).not.toContain(path);
  });

  test('the signed-in pages whose header is known before their data get their own HTML with it (frame)', () => {
    expect(FRAMED_PATHS).toEqual([
      '/app/dashboard',
      '/app/insights',
      '/app/mindset',
      '/app/export',
      '/app/goal-templates',
      '/app/support',
      '/app/subscription',
      '/app/account',
      '/app/family',
    ]);
    for (const path of FRAMED_PATHS) {
      expect(ROUTES.find((route) => route.path === path)?.access).not.toBe('public');
      expect(PRERENDERED_PATHS).not.toContain(path);
    }
    // The frame's container classes are placed by the page's CSS, which comes into the build with the page.
    expect(PRERENDERED_MODULES).toContain('goals_wizard/GoalTemplatesPage');
    expect(PRERENDERED_MODULES).toContain('tracker/DataExportPage');
    expect(PRERENDERED_MODULES).toContain('tracker/DashboardPage');
    expect(PRERENDERED_MODULES).toContain('billing/SubscriptionPage');
    expect(PRERENDERED_MODULES).toContain('billing/SupportPage');
  });

  test('only the dashboard, the upgrade page and the pages drawn from the stored session run a script of their own after the frame', () => {
    expect(Object.keys(FRAME_SCRIPTS)).toEqual([
      '/app/dashboard',
      '/app/subscription',
      '/app/account',
      '/app/family',
    ]);
    for (const path of Object.keys(FRAME_SCRIPTS)) expect(FRAMED_PATHS).toContain(path);
  });

  test('only the mailed link pages keep their HTML whatever the query: they read the link after hydration', () => {
    expect(SAME_FOR_ANY_QUERY).toEqual(['/app/confirm-email', '/app/reset-password']);
    for (const path of SAME_FOR_ANY_QUERY) expect(PRERENDERED_PATHS).toContain(path);
  });

  test('the remote pages the build must render from source', () => {
    expect(PRERENDERED_MODULES).toContain('games/GameHubPage');
    expect(PRERENDERED_MODULES).toContain('goals_wizard/PlayerSelectionPage');
    expect(PRERENDERED_MODULES).toContain('goals_wizard/GoalWizardPage');
    expect(PRERENDERED_MODULES).toContain('tracker/GoalTrackerPage');
    // The family page is framed: its CSS places the frame (storedFrames.tsx).
    expect(PRERENDERED_MODULES).toContain('tracker/ParentDashboardPage');
  });

  test("the shell's cached build is redone when a prerendered remote page's source changes", () => {
    // The build renders these pages from each remote's source, which Nx would not otherwise count as the shell's input:
    // a cached shell build would serve HTML of the old page, and React would throw it away on hydration.
    const shellPackage = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../shell/package.json'), 'utf8'),
    ) as { nx: { targets: { build: { inputs: string[] } } } };
    const inputs = shellPackage.nx.targets.build.inputs
      .filter((input) => input.startsWith('{workspaceRoot}/'))
      .map((input) => input.slice('{workspaceRoot}/'.length));
    const remotes = new Set(PRERENDERED_MODULES.map((module) => module.split('/')[0]!.replace(/_/g, '-')));
    expect(remotes.size).toBeGreaterThan(1);
    for (const remote of remotes) {
      const source = `remotes/${remote}/src/features/page/Page.tsx`;
      expect({ source, covered: inputs.some((input) => path.matchesGlob(source, input)) }).toEqual({
        source,
        covered: true,
      });
    }
  });
});

import { builtPaths, paramNames } from '@dreampitch/app-frame/routes';
import {
  ANY_QUERY_PATHS,
  BUILT_REMOTE_MODULES,
  BUILT_ROUTES,
  PRERENDERED_PATHS,
  SIGNED_IN_HTML_PATHS,
} from '@dreampitch/app-frame/routes/built';
import { describe, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const pathsWhere = (keep: (route: (typeof BUILT_ROUTES)[number]) => boolean) =>
  BUILT_ROUTES.filter(keep).flatMap((route) =>
    route.firstPaint === 'skeleton' ? [route.path] : builtPaths(route),
  );

describe('the pages the build renders', () => {
  test('every public page, as a signed-out visitor arriving without a choice or a link sees it (issue 19, item 1)', () => {
    expect(PRERENDERED_PATHS).toEqual(pathsWhere((route) => route.access === 'public'));
    expect(PRERENDERED_PATHS).toContain('/');
    expect(PRERENDERED_PATHS).toContain('/app/confirm-email');
  });

  test('every signed-in page gets its own HTML with its header, none prerendered: they differ per visitor', () => {
    // One page per session has none: it starts from the SPA page.
    expect(SIGNED_IN_HTML_PATHS).toEqual(
      pathsWhere((route) => route.access !== 'public' && paramNames(route.path).length === 0),
    );
    for (const path of SIGNED_IN_HTML_PATHS) expect(PRERENDERED_PATHS).not.toContain(path);
    // The frame's container classes are placed by the page's CSS, which comes into the build with the page.
    expect(BUILT_REMOTE_MODULES).toContain('goals_wizard/GoalTemplatesPage');
    expect(BUILT_REMOTE_MODULES).toContain('tracker/DataExportPage');
    expect(BUILT_REMOTE_MODULES).toContain('tracker/DashboardPage');
    expect(BUILT_REMOTE_MODULES).toContain('billing/SubscriptionPage');
    expect(BUILT_REMOTE_MODULES).toContain('billing/SupportPage');
  });

  test('only the mailed link pages keep their HTML whatever the query: they read the link after hydration', () => {
    expect(ANY_QUERY_PATHS).toEqual(['/app/confirm-email', '/app/reset-password']);
    for (const path of ANY_QUERY_PATHS) expect(PRERENDERED_PATHS).toContain(path);
  });

  test('the remote pages the build must render from source', () => {
    expect(BUILT_REMOTE_MODULES).toContain('games/GameHubPage');
    expect(BUILT_REMOTE_MODULES).toContain('goals_wizard/PlayerSelectionPage');
    expect(BUILT_REMOTE_MODULES).toContain('goals_wizard/GoalWizardPage');
    expect(BUILT_REMOTE_MODULES).toContain('tracker/GoalTrackerPage');
    // The family page is framed: its CSS places the frame (storedFrames.tsx).
    expect(BUILT_REMOTE_MODULES).toContain('tracker/ParentDashboardPage');
  });

  test("the shell's cached build is redone when a prerendered remote page's source changes", () => {
    // The build renders these pages from each remote's source, which Nx would not otherwise count as the shell's input:
    // a cached shell build would serve HTML of the old page, and React would throw it away on hydration.
    const shellPackage = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8'),
    ) as { nx: { targets: { build: { inputs: string[] } } } };
    const inputs = shellPackage.nx.targets.build.inputs
      .filter((input) => input.startsWith('{workspaceRoot}/'))
      .map((input) => input.slice('{workspaceRoot}/'.length));
    const remotes = new Set(BUILT_REMOTE_MODULES.map((module) => module.split('/')[0]!.replace(/_/g, '-')));
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

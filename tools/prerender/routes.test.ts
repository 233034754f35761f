import { describe, expect, test } from '@rstest/core';
import { ROUTES } from '../../shell/src/routes';
import { PRERENDERED_MODULES, PRERENDERED_PATHS, SAME_FOR_ANY_QUERY } from './routes';

describe('the prerendered routes', () => {
  test('every public page, as a signed-out visitor arriving without a choice or a link sees it (issue 19, item 1)', () => {
    expect(PRERENDERED_PATHS).toEqual([
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
      '/app/privacy',
      '/app/terms',
      '/privacy',
      '/terms',
    ]);
  });

  test('no signed-in page: those differ per visitor and start from the SPA page', () => {
    const privatePaths = ROUTES.filter((route) => route.access !== 'public').map((route) => route.path);
    expect(privatePaths.length).toBeGreaterThan(0);
    for (const path of privatePaths) expect(PRERENDERED_PATHS).not.toContain(path);
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
    expect(PRERENDERED_MODULES).not.toContain('tracker/DashboardPage');
  });
});

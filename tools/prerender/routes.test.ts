import { describe, expect, test } from '@rstest/core';
import { ROUTES } from '../../shell/src/routes';
import { NOT_PRERENDERED, PRERENDERED_MODULES, PRERENDERED_PATHS } from './routes';

describe('the prerendered routes', () => {
  test('every public page whose first screen is the same for every visitor (issue 19, item 1)', () => {
    expect(PRERENDERED_PATHS).toEqual([
      '/',
      '/app',
      '/app/features',
      '/app/player-selection',
      '/app/goal-tracker',
      '/app/games',
      '/app/games/decision-drill',
      '/app/games/reaction-time',
      '/app/games/skill-challenge',
      '/app/auth',
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

  test('each public page left out is a real public route with its reason', () => {
    for (const [path, reason] of Object.entries(NOT_PRERENDERED)) {
      expect(ROUTES.find((route) => route.path === path)?.access).toBe('public');
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  test('the remote pages the build must render from source', () => {
    expect(PRERENDERED_MODULES).toContain('games/GameHubPage');
    expect(PRERENDERED_MODULES).toContain('goals_wizard/PlayerSelectionPage');
    expect(PRERENDERED_MODULES).toContain('tracker/GoalTrackerPage');
    expect(PRERENDERED_MODULES).not.toContain('tracker/DashboardPage');
  });
});

import { expect, test } from '@rstest/core';
import { routeTargets } from './routeTargets';

test("each route's first load is its remote's expose or the shell's page, signed in where the table says", () => {
  const targetOf = (path: string) => routeTargets().find((target) => target.path === path);
  expect(targetOf('/app/dashboard')).toEqual({
    path: '/app/dashboard',
    signedIn: true,
    remote: 'tracker',
    expose: './DashboardPage',
  });
  expect(targetOf('/app/auth')).toEqual({ path: '/app/auth', signedIn: false });
  expect(targetOf('/app/training/drills/:slug')).toBeUndefined();
});

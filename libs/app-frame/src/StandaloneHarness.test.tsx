import { expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteDeclaration } from './routes';
import { StandaloneHarness } from './StandaloneHarness';

const route = (path: string, module: string, title: string): RouteDeclaration => ({
  path,
  owner: 'games',
  module,
  title,
  access: 'public',
  layout: 'app',
  firstPaint: 'prerendered',
});

const ROUTES = [
  route('/app/games', 'GameHubPage', 'Game Hub'),
  route('/app/games/decision-drill', 'DecisionDrillPage', 'Decision Drill'),
  { ...route('/app/plans', 'PlansPage', 'Plans'), owner: 'billing' as const },
];

test("a remote running alone shows its routes of the route table, the tab named after the page shown, like the shell's", async () => {
  const user = userEvent.setup();
  window.history.pushState(null, '', '/app/games');
  render(
    <StandaloneHarness
      remote="games"
      routes={ROUTES}
      pages={{ GameHubPage: <p>hub</p>, DecisionDrillPage: <p>drill</p> }}
    />,
  );
  expect(await screen.findByText('hub')).toBeInTheDocument();
  expect(document.title).toBe('Game Hub · DreamPitch');
  expect(screen.queryByRole('link', { name: 'Plans' })).toBeNull();

  await user.click(screen.getByRole('link', { name: 'Decision Drill' }));
  expect(await screen.findByText('drill')).toBeInTheDocument();
  expect(document.title).toBe('Decision Drill · DreamPitch');
});

test('a remote running alone without the page of one of its routes says which', () => {
  expect(() =>
    render(<StandaloneHarness remote="games" routes={ROUTES} pages={{ GameHubPage: <p>hub</p> }} />),
  ).toThrow('games runs alone without DecisionDrillPage, the page of /app/games/decision-drill.');
});

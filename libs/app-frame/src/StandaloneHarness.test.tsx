import { expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneHarness } from './StandaloneHarness';

test('a remote running alone names the tab after the page shown, like the shell does', async () => {
  const user = userEvent.setup();
  window.history.pushState(null, '', '/app/games');
  render(
    <StandaloneHarness
      remote="games"
      pages={[
        { path: '/app/games', title: 'Game Hub', element: <p>hub</p> },
        { path: '/app/games/decision-drill', title: 'Decision Drill', element: <p>drill</p> },
      ]}
    />,
  );
  expect(await screen.findByText('hub')).toBeInTheDocument();
  expect(document.title).toBe('Game Hub · DreamPitch');

  await user.click(screen.getByRole('link', { name: 'Decision Drill' }));
  expect(await screen.findByText('drill')).toBeInTheDocument();
  expect(document.title).toBe('Decision Drill · DreamPitch');
});

import { playGame, signedInBackend, signedOutBackend, bootTestHost } from '@dreampitch/data/testing';
import { DRILL_TIME_LIMIT_SECONDS, GAME_CATALOGUE, LABELS } from '@dreampitch/domain';
import { beforeAll, describe, expect, test } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSession } from '../test/renderWithSession';
import ComingSoonGamePage from './ComingSoonGamePage';
import GameHubPage from './GameHubPage';

beforeAll(bootTestHost, 120_000);

describe('GameHubPage', () => {
  test('shows the signed-in player their points, level, progress and recent achievements', async () => {
    const backend = await signedInBackend();
    await playGame(
      backend,
      {
        'counter-attack': 'drive-and-release',
        'one-v-one-defending': 'jockey-down-the-line',
        'edge-of-the-box': 'first-time-pass',
      },
      60,
    );
    await playGame(
      backend,
      {
        'counter-attack': 'early-pass-wide',
        'one-v-one-defending': 'dive-in',
        'edge-of-the-box': 'shield-and-wait',
      },
      300,
    );
    await renderWithSession(<GameHubPage />, { path: '/app/games', backend });

    // 28 + 14 game points + 55 achievement points.
    const points = await screen.findByText('97');
    expect(points.closest('dl')).toHaveTextContent('Total points');
    expect(screen.getByText('Games played').closest('dl')).toHaveTextContent('2');
    expect(screen.getByText('Average score').closest('dl')).toHaveTextContent('75%');
    expect(screen.getByText('Level').closest('dl')).toHaveTextContent('1');
    expect(screen.getByRole('progressbar', { name: 'Progress to level 2' })).toHaveAttribute(
      'aria-valuetext',
      '3 points to next level',
    );
    const achievements = screen.getByRole('heading', { name: 'Recent achievements' }).nextElementSibling;
    expect(within(achievements as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Sign in to keep your points' })).toBeNull();
  });

  test('signed in online, the hub keeps a ticket on this device, so the drill can start at the pitch offline', async () => {
    const backend = await signedInBackend();
    const userId = (await backend.getSession())!.id;
    await renderWithSession(<GameHubPage />, { path: '/app/games', backend });

    await waitFor(async () =>
      expect(await backend.keptGameTicket(userId)).toMatchObject({
        allowedSeconds: DRILL_TIME_LIMIT_SECONDS,
      }),
    );
  });

  test('signed out, it lists the catalogue and invites the visitor to sign in to keep points', async () => {
    await renderWithSession(<GameHubPage />, { path: '/app/games', backend: await signedOutBackend() });

    expect(await screen.findByRole('link', { name: 'Sign in to keep your points' })).toHaveAttribute(
      'href',
      '/app/auth',
    );
    for (const game of GAME_CATALOGUE) expect(screen.getByRole('heading', { name: game.name })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Play Decision Drill' })).toHaveAttribute(
      'href',
      '/app/games/decision-drill',
    );
    expect(screen.getAllByText(LABELS.comingSoon)).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Reaction Master|Skill Challenge/ })).toBeNull();
    expect(screen.queryByText('Total points')).toBeNull();
  });
});

describe('ComingSoonGamePage', () => {
  test('names the game, is not playable and links back to the hub', async () => {
    await renderWithSession(<ComingSoonGamePage />, { path: '/app/games/skill-challenge' });
    expect(screen.getByRole('heading', { level: 1, name: 'Skill Challenge: Coming Soon' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Game Hub' })).toHaveAttribute('href', '/app/games');
  });
});

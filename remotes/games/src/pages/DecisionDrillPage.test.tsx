import type { SupabaseBackend } from '@dreampitch/data';
import {
  elapseLastGame,
  setOffline,
  signedInBackend,
  signedOutBackend,
  bootTestHost,
} from '@dreampitch/data/testing';
import {
  DRILL_MAX_SCORE,
  DRILL_SCENARIOS,
  drillScenariosFor,
  LABELS,
  MESSAGES,
  SERVER_ERROR_MESSAGES,
  gameCompleteMessage,
  keptOnDeviceMessage,
  optimalOption,
} from '@dreampitch/domain';
import { beforeAll, describe, expect, rs, test } from '@rstest/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithSession } from '../test/renderWithSession';
import DecisionDrillPage from './DecisionDrillPage';

const PATH = '/app/games/decision-drill';

/** Plays the best options; on a signed-in `backend` the server's clock says the drill took a minute, as a person's would. */
async function playPerfectGame(user: UserEvent, backend?: SupabaseBackend) {
  for (const [index, scenario] of DRILL_SCENARIOS.entries()) {
    await screen.findByRole('heading', { name: scenario.situation });
    await user.click(screen.getByRole('radio', { name: optimalOption(scenario).action }));
    await user.click(screen.getByRole('button', { name: LABELS.submitAnswer }));
    const last = index === DRILL_SCENARIOS.length - 1;
    if (last && backend) await elapseLastGame(backend, 60);
    await user.click(screen.getByRole('button', { name: last ? LABELS.finishGame : LABELS.nextScenario }));
  }
  // hidden: the achievement modal may already hide the page from assistive tech.
  await screen.findByRole('heading', { name: 'Your results', hidden: true });
}

beforeAll(bootTestHost, 120_000);

describe('DecisionDrillPage', () => {
  // First: the session's store is per module, and this visit starts with nobody known, as a page load does (after a
  // player's test the page would start a game for the player still in the store, which the server refuses).
  test('signed out, the drill plays fully, shows results and saves nothing', async () => {
    const user = userEvent.setup();
    const backend = await signedOutBackend();
    const saved: unknown[] = [];
    const start = backend.startGame.bind(backend);
    backend.startGame = async (...args) => {
      saved.push(args);
      return start(...args);
    };
    const record = backend.recordGameResult.bind(backend);
    backend.recordGameResult = async (...args) => {
      saved.push(args);
      return record(...args);
    };
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });
    await playPerfectGame(user);

    expect(screen.getByText(/this score was not saved/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to keep your points' })).toHaveAttribute(
      'href',
      '/app/auth',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved).toEqual([]);
  });

  test('refuses to submit without a choice, then reveals every explanation and locks the options', async () => {
    const user = userEvent.setup();
    await renderWithSession(<DecisionDrillPage />, { path: PATH });
    const scenario = DRILL_SCENARIOS[0]!;
    await screen.findByRole('heading', { name: scenario.situation });

    await user.click(screen.getByRole('button', { name: LABELS.submitAnswer }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.chooseAnOption);

    await user.click(screen.getByRole('radio', { name: optimalOption(scenario).action }));
    await user.click(screen.getByRole('button', { name: LABELS.submitAnswer }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    for (const option of scenario.options) expect(screen.getByText(option.explanation)).toBeVisible();
    expect(screen.getByText(`Points: ${optimalOption(scenario).points}/${DRILL_MAX_SCORE}`)).toBeVisible();
    expect(screen.getByRole('button', { name: LABELS.nextScenario })).toHaveFocus();
  });

  test('a perfect game saves 28/28, shows the modal once; a second perfect game awards nothing new', async () => {
    const user = userEvent.setup();
    const backend = await renderWithSession(<DecisionDrillPage />, { path: PATH });
    await playPerfectGame(user, backend);

    expect(screen.getByText(`${DRILL_MAX_SCORE}/${DRILL_MAX_SCORE} points`)).toBeVisible();
    expect(screen.getByText('100%')).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.achievementUnlocked });
    for (const name of ['Decision Rookie', 'Decision Master', 'Game Starter', 'Speed Demon'])
      expect(within(dialog).getByText(name)).toBeVisible();
    expect(screen.getByText(gameCompleteMessage(28, 28))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.achievementUnlockedDismiss }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Play again' }));
    await playPerfectGame(user, backend);
    await waitFor(async () => expect((await backend.getGameStats()).gamesPlayed).toBe(2));
    await waitFor(() => expect(screen.getAllByText(gameCompleteMessage(28, 28))).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await backend.getGameStats()).achievements).toHaveLength(4);
  });

  test('a drill finished after the connection dropped says, in words, that it waits on this device', async () => {
    const user = userEvent.setup();
    const backend = await renderWithSession(<DecisionDrillPage />, { path: PATH });
    await screen.findByRole('heading', { name: DRILL_SCENARIOS[0]!.situation });
    // The server started the game; the last answers are given at the pitch, without signal.
    await elapseLastGame(backend, 60);
    setOffline(backend, true);
    for (const [index, scenario] of DRILL_SCENARIOS.entries()) {
      await user.click(await screen.findByRole('radio', { name: optimalOption(scenario).action }));
      await user.click(screen.getByRole('button', { name: LABELS.submitAnswer }));
      const last = index === DRILL_SCENARIOS.length - 1;
      await user.click(screen.getByRole('button', { name: last ? LABELS.finishGame : LABELS.nextScenario }));
    }
    expect(await screen.findByText(keptOnDeviceMessage('offline'))).toBeVisible();
    expect(screen.queryByText(MESSAGES.failedToSaveGameResult)).toBeNull();
    setOffline(backend, false);
    expect(await backend.syncDeviceQueue((await backend.getSession())!.id)).toBe(1);
    expect((await backend.getGameStats()).gamesPlayed).toBe(1);
  });

  test('offline, the drill starts from the ticket kept online, says in words it waits on this device, and is sent once back online', async () => {
    const user = userEvent.setup();
    const backend = await renderWithSession(<DecisionDrillPage />, { path: PATH });
    const userId = (await backend.getSession())!.id;
    // Online, the page keeps a ticket on this device for a game at the pitch.
    await waitFor(async () => expect(await backend.keptGameTicket(userId)).not.toBeNull());
    cleanup();

    setOffline(backend, true);
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });
    expect(await screen.findByText(MESSAGES.offlineGameFromTicket)).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    // A person's time on the scenarios, by this device's clock.
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('14:57'), { timeout: 5_000 });
    await playPerfectGame(user);
    expect(await screen.findByText(keptOnDeviceMessage('offline'))).toBeVisible();
    expect(document.body.textContent).not.toMatch(/TypeError|fetch failed|network/i);
    expect(await backend.keptGameTicket(userId)).toBeNull();

    // One ticket, one offline game: the next needs the connection, and the page says so in words.
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(await screen.findByText(MESSAGES.offlineNeedsConnection)).toBeVisible();

    setOffline(backend, false);
    expect(await backend.syncDeviceQueue(userId)).toBe(1);
    expect(await backend.getGameStats()).toMatchObject({ gamesPlayed: 1, totalPoints: DRILL_MAX_SCORE + 40 });
  }, 20_000);

  test('offline, a drill answered faster than a person reads is refused on the device in words, and its ticket stays', async () => {
    const user = userEvent.setup();
    const backend = await renderWithSession(<DecisionDrillPage />, { path: PATH });
    const userId = (await backend.getSession())!.id;
    await waitFor(async () => expect(await backend.keptGameTicket(userId)).not.toBeNull());
    const ticket = await backend.keptGameTicket(userId);
    cleanup();

    setOffline(backend, true);
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });
    await screen.findByText(MESSAGES.offlineGameFromTicket);
    await playPerfectGame(user);
    expect(await screen.findByText(SERVER_ERROR_MESSAGES.answered_too_fast!)).toBeVisible();
    expect(screen.queryByText(keptOnDeviceMessage('offline'))).toBeNull();
    expect(await backend.keptGameTicket(userId)).toEqual(ticket);
    setOffline(backend, false);
    expect(await backend.syncDeviceQueue(userId)).toBe(0);
  });

  test('a drill answered faster than a person reads is not saved, and the player is told why', async () => {
    const errors = rs.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = await renderWithSession(<DecisionDrillPage />, { path: PATH });
    await playPerfectGame(user);

    expect(await screen.findByText(SERVER_ERROR_MESSAGES.answered_too_fast!)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Failed to save game result', expect.anything());
    errors.mockRestore();
    expect((await backend.getGameStats()).gamesPlayed).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('an 8-12 player reads the scenarios, options and explanations in the words for their age', async () => {
    const user = userEvent.setup();
    const backend = await signedInBackend({ firstName: 'Kim', lastName: 'Lee', age: 10 });
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });
    const [first] = drillScenariosFor('8-12');
    expect(await screen.findByRole('heading', { name: first!.situation })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: DRILL_SCENARIOS[0]!.situation })).toBeNull();
    const best = optimalOption(first!);
    await user.click(screen.getByRole('radio', { name: best.action }));
    await user.click(screen.getByRole('button', { name: LABELS.submitAnswer }));
    expect(await screen.findByText(best.explanation)).toBeInTheDocument();
  });
});

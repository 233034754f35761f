import type { SupabaseBackend } from '@dreampitch/data';
import { familyBackendFor, getFamilyBackend } from '@dreampitch/data/family';
import {
  bootTestHost,
  configureTestDemo,
  elapseGame,
  elapseLastGame,
  playGame,
  signedInBackend,
  signedInParent,
  subscribe,
  uniqueEmail,
} from '@dreampitch/data/testing';
import { drillScenariosFor, LABELS, MESSAGES, optimalOption } from '@dreampitch/domain';
import { beforeAll, describe, expect, test } from '@rstest/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '../test/renderWithSession';
import DecisionDrillPage from './DecisionDrillPage';

const PATH = '/app/games/decision-drill';
// The player is 10: the drill speaks the 8-12 wording.
const SCENARIOS = drillScenariosFor('8-12');
const FIRST_SCENARIO = SCENARIOS[0]!.situation;
/** Every scenario answered: a saved game whose seconds by the server's clock the test chooses. */
const ANSWERS = Object.fromEntries(SCENARIOS.map((scenario) => [scenario.id, optimalOption(scenario).id]));

beforeAll(bootTestHost, 120_000);

/**
 * A player of 10 linked to a parent on the Parent plan who set `level` and a daily game limit: the player's backend,
 * the page's.
 */
async function supervisedPlayer({
  level,
  limitMinutes,
}: {
  level: 'monitor' | 'supervise';
  limitMinutes: number;
}): Promise<SupabaseBackend> {
  const parentEmail = uniqueEmail('parent');
  const child = await signedInBackend({ firstName: 'Max', lastName: 'Lee', age: 10, parentEmail });
  const parent = await signedInParent({ email: parentEmail, firstName: 'Ann', lastName: 'Lee' });
  await subscribe(parent, 'parent');
  const family = familyBackendFor(parent);
  const [request] = await family.listLinks();
  await family.confirmLink(request!.id);
  await family.setLevel(request!.id, 'supervise');
  await family.setGameLimit(request!.id, limitMinutes);
  if (level !== 'supervise') await family.setLevel(request!.id, level);
  return configureTestDemo(child);
}

async function playPerfectGame(user: ReturnType<typeof userEvent.setup>) {
  for (const [index, scenario] of SCENARIOS.entries()) {
    await screen.findByRole('heading', { name: scenario.situation });
    await user.click(screen.getByRole('radio', { name: optimalOption(scenario).action }));
    await user.click(screen.getByRole('button', { name: LABELS.submitAnswer }));
    const last = index === SCENARIOS.length - 1;
    await user.click(screen.getByRole('button', { name: last ? LABELS.finishGame : LABELS.nextScenario }));
  }
  await screen.findByRole('heading', { name: 'Your results', hidden: true });
}

describe('DecisionDrillPage: the daily game-time limit of a supervising parent', () => {
  test('with the limit used up, the player is told why and the drill does not start', async () => {
    const backend = await supervisedPlayer({ level: 'supervise', limitMinutes: 5 });
    await playGame(backend, ANSWERS, 5 * 60);
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You have used today's 5 minutes of game time your parent set. Games open again tomorrow.",
    );
    expect(screen.getByRole('heading', { name: /No more games today/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Game Hub' })).toHaveAttribute('href', '/app/games');
    expect(screen.queryByRole('heading', { name: FIRST_SCENARIO })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  test('within the limit the drill starts and shows the game time left today', async () => {
    const backend = await supervisedPlayer({ level: 'supervise', limitMinutes: 30 });
    await playGame(backend, ANSWERS, 10 * 60 + 30);
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });

    expect(await screen.findByRole('heading', { name: FIRST_SCENARIO })).toBeInTheDocument();
    expect(
      screen.getByText('Game time left today: 19 of 30 minutes (set by your parent).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('with less than 15 minutes left today the countdown is the time left, and the game ends with it', async () => {
    const backend = await supervisedPlayer({ level: 'supervise', limitMinutes: 30 });
    // A game counts at most its 15 minutes: 25 minutes are two games.
    await playGame(backend, ANSWERS, 15 * 60);
    await playGame(backend, ANSWERS, 10 * 60);
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });

    expect(await screen.findByRole('timer')).toHaveTextContent('05:00');
    expect(
      screen.getByText('Game time left today: 5 of 30 minutes (set by your parent).'),
    ).toBeInTheDocument();
  });

  test('leaving a game unfinished ends it on the server: the time until then counts', async () => {
    const backend = await supervisedPlayer({ level: 'supervise', limitMinutes: 30 });
    const ended: string[] = [];
    const endGame = backend.endGame.bind(backend);
    backend.endGame = async (playId) => {
      ended.push(playId);
      await endGame(playId);
    };
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });
    await screen.findByRole('heading', { name: FIRST_SCENARIO });
    await elapseLastGame(backend, 120);
    cleanup();

    await waitFor(() => expect(ended).toHaveLength(1));
    expect(await getFamilyBackend().getGameTimeAllowance()).toMatchObject({ usedSeconds: 120 });
  });

  test('time running out before any answer saves nothing and ends the game: its time counts', async () => {
    const backend = await supervisedPlayer({ level: 'supervise', limitMinutes: 5 });
    await playGame(backend, ANSWERS, 5 * 60 - 3);
    const ended: string[] = [];
    const endGame = backend.endGame.bind(backend);
    backend.endGame = async (playId) => {
      ended.push(playId);
      await endGame(playId);
    };
    const recorded: string[] = [];
    backend.recordGameResult = async (playId) => {
      recorded.push(playId);
      throw new Error('not called');
    };
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });
    expect(await screen.findByRole('timer')).toHaveTextContent('00:03');

    expect(
      await screen.findByText('Time is up! The game has ended.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(ended).toHaveLength(1));
    expect(recorded).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a limit outside Supervise does not apply: no message, the drill starts', async () => {
    const backend = await supervisedPlayer({ level: 'monitor', limitMinutes: 5 });
    await playGame(backend, ANSWERS, 10 * 60);
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });

    expect(await screen.findByRole('heading', { name: FIRST_SCENARIO })).toBeInTheDocument();
    expect(screen.queryByText(/Game time left today/)).toBeNull();
  });

  test("'Play again' checks the limit again, counting the game just played", async () => {
    const backend = await supervisedPlayer({ level: 'supervise', limitMinutes: 5 });
    // The game lasts the whole 5 minutes by the server's clock and saves slowly: 'Play again' is pressed before the
    // save lands.
    const record = backend.recordGameResult.bind(backend);
    backend.recordGameResult = async (playId, answers) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await elapseGame(playId, 5 * 60);
      // No achievement dialog, so focus after 'Play again' is the page's to place.
      return { ...(await record(playId, answers)), newAchievements: [] };
    };
    const user = userEvent.setup();
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });
    expect(await screen.findByText(/Game time left today: 5 of 5 minutes/)).toBeInTheDocument();

    await playPerfectGame(user);
    expect(screen.getByText('Saving your result...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play again' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You have used today's 5 minutes of game time your parent set.",
    );
    expect(screen.getByRole('heading', { name: /No more games today/ })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: FIRST_SCENARIO })).toBeNull();
  });

  test('a second game within the limit starts with focus on its first scenario', async () => {
    const backend = await supervisedPlayer({ level: 'supervise', limitMinutes: 60 });
    const record = backend.recordGameResult.bind(backend);
    backend.recordGameResult = async (playId, answers) => {
      await elapseGame(playId, 60);
      return { ...(await record(playId, answers)), newAchievements: [] };
    };
    const user = userEvent.setup();
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });
    await playPerfectGame(user);
    await user.click(screen.getByRole('button', { name: 'Play again' }));

    expect(await screen.findByRole('heading', { name: FIRST_SCENARIO })).toHaveFocus();
    expect(screen.getByText(/Game time left today: \d+ of 60 minutes/)).toBeInTheDocument();
  });

  test("a check the network dropped says so in the catalogue's words, never the browser's", async () => {
    const backend = await supervisedPlayer({ level: 'supervise', limitMinutes: 30 });
    // The data layer's code for the start could not be fetched: the browser's own words for it.
    backend.startGame = async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /static/js/async/rpc.js');
    };
    await renderWithSession(<DecisionDrillPage />, { path: PATH, backend });

    // With no ticket kept on this device, the drill cannot start offline either.
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.offlineNeedsConnection);
    expect(document.body).not.toHaveTextContent(/TypeError|Failed to fetch|rpc\.js/);
  });
});

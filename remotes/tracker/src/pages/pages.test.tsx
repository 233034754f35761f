import { getBackend, type SupabaseBackend } from '@dreampitch/data';
import { bootTestHost, configureTestDemo, playGame } from '@dreampitch/data/testing';
import { createGoal, createTrainingSession, MESSAGES, type Goal } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { beforeAll, beforeEach, describe, expect, test } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@dreampitch/ui/router';
import { localIsoDate } from '../lib/dates';
import DashboardPage from './DashboardPage';
import GoalTrackerPage from './GoalTrackerPage';

beforeAll(bootTestHost, 120_000);

function renderPage(page: ReactElement) {
  render(
    <SessionProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </SessionProvider>,
  );
}

/** Ids of its own: the server keeps every test's rows, and another player's id is not one to write. */
function goalWithTodaysSession(title: string): Goal {
  const now = new Date();
  return createGoal(
    { title, description: 'Practice every day', type: 'process', pillar: 'technical' },
    {
      id: crypto.randomUUID(),
      ageGroup: '13-17',
      now,
      sessions: [
        createTrainingSession({
          id: crypto.randomUUID(),
          now,
          sessionDate: localIsoDate(now),
          startTime: '17:00',
        }),
      ],
    },
  );
}

describe('tracker pages in demo mode (a new player, age 14)', () => {
  let playerId = '';
  beforeEach(async () => {
    playerId = (await (await configureTestDemo()).getSession())!.id;
  });

  test('a new player sees the empty state leading to player selection, and Quick Track for 13-17', async () => {
    renderPage(<GoalTrackerPage />);
    expect(await screen.findByRole('heading', { name: 'No goals yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Goals' })).toHaveAttribute(
      'href',
      '/app/player-selection',
    );
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(screen.queryByText(MESSAGES.upgradeAfterFirstGoal)).toBeNull();
  });

  test('a Quick Track entry appears in the history and the chart', async () => {
    renderPage(<GoalTrackerPage />);
    await screen.findByText('No check-ins yet. Log your first one above!');
    await userEvent.click(screen.getByRole('radio', { name: '8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Check-in' }));
    const history = await screen.findByRole('list', { name: 'Your check-ins' });
    expect(within(history).getByText('Session rating 8/10')).toBeInTheDocument();
    const thisWeek = screen.getByRole('row', { name: /This week/ });
    expect(
      within(thisWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '8']);
  });

  test('goals by pillar: complete a session, check in, upgrade prompt with one goal', async () => {
    await getBackend().saveGoals([goalWithTodaysSession('Juggle 20 times')], playerId);
    renderPage(<GoalTrackerPage />);
    const card = await screen.findByRole('article', { name: 'Juggle 20 times' });
    expect(screen.getByRole('heading', { name: 'Technical', level: 3 })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.upgradeAfterFirstGoal)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/app/plans');
    expect(screen.getByRole('link', { name: /Add Goals/ })).toHaveAttribute('href', '/app/player-selection');

    const session = within(card).getByRole('checkbox');
    await userEvent.click(session);
    await waitFor(() => expect(session).toBeChecked());
    const [stored] = await getBackend().listGoals(playerId);
    expect(stored?.sessions[0]?.completed).toBe(true);

    await userEvent.click(within(card).getByRole('button', { name: 'Record Check-in' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'What did you work on?' }), 'Got to 15');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Progress' }));
    await waitFor(() => expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10'));
    expect(within(card).getByText(/Got to 15/)).toBeInTheDocument();
    // A completed session and a check-in today: one day of the forgiving streak, said calmly.
    await waitFor(() =>
      expect(screen.getByRole('note', { name: 'Training streak' })).toHaveTextContent(
        'Training streak: 1 day',
      ),
    );

    // Final, so it asks first: Cancel leaves the goal active, the confirm button completes it.
    await userEvent.click(within(card).getByRole('button', { name: 'Mark Goal Complete' }));
    const question = screen.getByRole('alertdialog', { name: /complete\?$/ });
    expect(question).toHaveAccessibleDescription(/You will not be able to record check-ins/);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('Active')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark Goal Complete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(within(card).getByText('Completed')).toBeInTheDocument());
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  test('at the free limit adding goals is disabled and explained', async () => {
    await getBackend().saveGoals(
      [goalWithTodaysSession('Goal one'), goalWithTodaysSession('Goal two')],
      playerId,
    );
    renderPage(<GoalTrackerPage />);
    const add = await screen.findByRole('button', { name: /Add Goals/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`${MESSAGES.upgradeAtFreeLimit} ${MESSAGES.goalLimitMakeRoom}`);
    expect(screen.queryByRole('link', { name: /Add Goals/ })).toBeNull();
  });

  test('a goal is edited, its sessions planned, changed and removed, and the goal removed after asking', async () => {
    const user = userEvent.setup();
    await getBackend().saveGoals([goalWithTodaysSession('Juggle 20 times')], playerId);
    renderPage(<GoalTrackerPage />);
    let card = await screen.findByRole('article', { name: 'Juggle 20 times' });

    await user.click(within(card).getByRole('button', { name: 'Edit Goal' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit goal' });
    await user.clear(within(dialog).getByLabelText(/^Goal title/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText(MESSAGES.goalTitleRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Goal title/), 'Juggle 30 times');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    card = await screen.findByRole('article', { name: 'Juggle 30 times' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Add Session' }));
    dialog = screen.getByRole('dialog', { name: 'Add a session for Juggle 30 times' });
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Date/, '2020-01-01');
    fill(/^Start time/, '18:15');
    await user.click(within(dialog).getByRole('button', { name: 'Add Session' }));
    expect(within(dialog).getByText(MESSAGES.sessionInPast)).toBeInTheDocument();
    fill(/^Date/, '2099-05-04');
    fill(/^Duration/, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Add Session' }));
    expect(within(dialog).getByText(MESSAGES.sessionDurationRange)).toBeInTheDocument();
    fill(/^Duration/, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Add Session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getAllByRole('checkbox')).toHaveLength(2);

    await user.click(within(card).getByRole('button', { name: /^Edit session on .* at 18:15$/ }));
    dialog = screen.getByRole('dialog', { name: 'Edit session for Juggle 30 times' });
    fill(/^Duration/, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(card).getByText(/at 18:15 · 90 min/)).toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: /^Remove session on .* at 18:15$/ }));
    await user.click(screen.getByRole('button', { name: 'Remove Session' }));
    await waitFor(() => expect(within(card).getAllByRole('checkbox')).toHaveLength(1));
    let [stored] = await getBackend().listGoals(playerId);
    expect(stored).toMatchObject({ title: 'Juggle 30 times' });
    expect(stored?.sessions).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Remove Goal' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove "Juggle 30 times"?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Juggle 30 times' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Remove Goal' }));
    const again = screen.getByRole('alertdialog', { name: 'Remove "Juggle 30 times"?' });
    await user.click(within(again).getByRole('button', { name: 'Remove Goal' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Juggle 30 times' })).toBeNull());
    [stored] = await getBackend().listGoals(playerId);
    expect(stored).toBeUndefined();
  });

  test('at the free limit, completing a goal frees its place: Add Goals opens again', async () => {
    const user = userEvent.setup();
    await getBackend().saveGoals(
      [goalWithTodaysSession('Goal one'), goalWithTodaysSession('Goal two')],
      playerId,
    );
    renderPage(<GoalTrackerPage />);
    expect(await screen.findByRole('button', { name: /Add Goals/ })).toBeDisabled();
    const card = screen.getByRole('article', { name: 'Goal one' });
    await user.click(within(card).getByRole('button', { name: 'Mark Goal Complete' }));
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByRole('link', { name: /Add Goals/ })).toHaveAttribute(
      'href',
      '/app/player-selection',
    );
  });

  test('the dashboard shows the real figures and the settings toggle', async () => {
    await getBackend().saveGoals([goalWithTodaysSession('Juggle 20 times')], playerId);
    await getBackend().addQuickTrackEntry({ ageGroup: '13-17', date: localIsoDate(), rating: 6, note: '' });
    renderPage(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Demo!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 day')).toBeInTheDocument());
    const tile = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(tile('Active goals')).toBe('1');
    expect(tile('Sessions this week')).toBe('0');
    expect(tile('Training streak')).toBe('1 day');
    expect(
      within(screen.getByRole('region', { name: "Today's Training" })).getByText(/Juggle 20 times/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recent Activity' })).getByText('Session rating 6/10'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Upcoming sessions' })).getByText(/Juggle 20 times · 60 min/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Training/ })).toHaveAttribute('href', '/app/goal-tracker');
    expect(screen.getByRole('link', { name: /Play Games/ })).toHaveAttribute('href', '/app/games');
    expect(screen.getByRole('link', { name: /Set New Goal/ })).toHaveAttribute(
      'href',
      '/app/player-selection',
    );

    const toggle = screen.getByRole('button', { name: /Notification Settings/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(await screen.findByRole('switch', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(async () =>
      expect((await getBackend().getProfile(playerId)).notificationPreferences?.methods.email).toBe(false),
    );
  });

  test('a game played today counts for the streak, with no check-in or session', async () => {
    await getBackend().saveGoals([goalWithTodaysSession('Weak foot passing')], playerId);
    renderPage(<GoalTrackerPage />);
    expect(await screen.findByText('Training streak: 0 days')).toBeInTheDocument();
    cleanup();
    await playGame(
      getBackend() as SupabaseBackend,
      {
        'counter-attack': 'long-shot',
        'one-v-one-defending': 'dive-in',
        'edge-of-the-box': 'shield-and-wait',
      },
      120,
    );
    renderPage(<GoalTrackerPage />);
    expect(await screen.findByText('Training streak: 1 day')).toBeInTheDocument();
    expect(screen.getByText(/played today or yesterday/)).toBeInTheDocument();
  });

  test('a new player gets a friendly start on the dashboard', async () => {
    renderPage(<DashboardPage />);
    expect(await screen.findByRole('heading', { name: "Let's get you started!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Your First Goal' })).toHaveAttribute(
      'href',
      '/app/player-selection',
    );
  });
});

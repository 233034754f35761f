import { configureDemoData, renderPages, subscribeDemoUser } from '@dreampitch/app-frame/testing';
import { getBackend, type SupabaseBackend } from '@dreampitch/data';
import { getProBackend } from '@dreampitch/data/pro';
import { backdateGoal, bootTestHost, setOffline } from '@dreampitch/data/testing';
import { analyticsSince, createGoal, LABELS, MESSAGES } from '@dreampitch/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { addDays, localIsoDate } from '../lib/dates';
import { fakeViewport } from '../test/viewport';
import DataExportPage from './DataExportPage';
import GoalTrackerPage from './GoalTrackerPage';
import InsightsPage from './InsightsPage';
import MindsetPage from './MindsetPage';

beforeAll(bootTestHost, 120_000);

/** The signed-in player's id. */
const playerId = async () => (await getBackend().getSession())!.id;

const render = (path: string, page: ReactElement) =>
  renderPages([{ path, element: page }], { at: path, backend: getBackend() });

beforeEach(async () => {
  await configureDemoData();
});
afterEach(() => {
  rs.restoreAllMocks();
  rs.unstubAllGlobals();
});

// The demo player is 14: the way to Pro is to ask a parent.
describe('on the free plan each Pro page is a locked preview with the way to Pro', () => {
  test.each([
    ['/app/insights', <InsightsPage />, ['Advanced analytics', 'Progress predictions', 'Skill suggestions']],
    ['/app/mindset', <MindsetPage />, ['Mindset tools']],
    ['/app/export', <DataExportPage />, ['Data export']],
  ] as const)('%s', async (path, page, names) => {
    render(path, page);
    for (const name of names)
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    const upgrades = screen.getAllByRole('link', { name: `${LABELS.askAParent} for Pro` });
    expect(upgrades).toHaveLength(names.length);
    expect(upgrades[0]).toHaveAttribute('href', '/app/subscription');
    expect(screen.queryByRole('button', { name: /Download|Start/ })).toBeNull();
  });
});

describe('on Pro', () => {
  async function playerWithOnePace() {
    await subscribeDemoUser();
    const today = localIsoDate();
    const goal = createGoal(
      { title: 'Juggle 50 times', description: 'Daily', type: 'process', pillar: 'technical' },
      { id: crypto.randomUUID(), ageGroup: '13-17', now: new Date() },
    );
    await getBackend().saveGoals([goal], await playerId());
    // The server dates a goal's creation; three weeks ago, by its clock, the player set it.
    await backdateGoal(goal.id, 21);
    for (const [offset, progress] of [
      [-14, 10],
      [-7, 20],
      [0, 30],
    ] as const) {
      await getBackend().recordCheckIn(goal.id, { date: addDays(today, offset), note: '' }, progress);
    }
  }

  test('insights predict the goal, and the suggestions start the wizard with them in the router state', async () => {
    const viewport = fakeViewport();
    await playerWithOnePace();
    render('/app/insights', <InsightsPage />);
    const predictions = await screen.findByRole('region', { name: 'Progress predictions' });
    // One short sentence a line: the same data gave one paragraph of seven lines on a phone.
    const card = within(predictions).getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Juggle 50 times' })).toBeInTheDocument();
    expect([...card.querySelectorAll('p.insights-prediction__line')].map((line) => line.textContent)).toEqual(
      [
        'You have gone from 0% to 30% in 21 days, about 10 points a week.',
        expect.stringMatching(/^At that pace you reach 100% around \d+ \w{3} \d{4}\.$/),
        'Your pace has been very steady, so this date is a good guide.',
        expect.stringMatching(/^That is on or before your target date of \d+ \w{3} \d{4}\.$/),
      ],
    );
    // The suggestions and charts wait below the predictions until the reader comes near them.
    expect(screen.queryByRole('region', { name: 'Advanced analytics' })).toBeNull();
    act(() => viewport.scrollNear());
    expect(await screen.findByRole('region', { name: 'Advanced analytics' })).toBeInTheDocument();
    expect(screen.getAllByRole('table', { hidden: true }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Start the goal wizard with these' }));
    expect(await screen.findByText('Now at /app/goal-creation')).toBeInTheDocument();
    const state = JSON.parse(screen.getByTestId('router-state').textContent ?? 'null') as {
      ageGroup: string;
      recommendedGoals: unknown[];
    };
    expect(state.ageGroup).toBe('13-17');
    expect(state.recommendedGoals).toHaveLength(3);
  });

  test('insights: an address pointing at the charts or the suggestions shows them at once', async () => {
    fakeViewport();
    await playerWithOnePace();
    renderPages([{ path: '/app/insights', element: <InsightsPage /> }], {
      at: '/app/insights#analytics',
      backend: getBackend(),
    });
    expect(await screen.findByRole('region', { name: 'Advanced analytics' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Skill suggestions' })).toBeInTheDocument();
  });

  // Lighthouse (signed in, a phone): CLS 0.171. The breathing and visualisation sections showed below the routine's
  // loading state, and the routine's builder, far taller, pushed them down the page when it arrived.
  test("mindset: no section shows below the routine's loading state, to be pushed down when it arrives", async () => {
    await subscribeDemoUser();
    let answer: (steps: string[]) => void = () => {};
    rs.spyOn(getProBackend(), 'getMindsetRoutine').mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    render('/app/mindset', <MindsetPage />);
    expect(await screen.findByText('Loading your routine…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mindset Tools' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guided breathing' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Visualisation' })).toBeNull();
    answer([]);
    expect(await screen.findByRole('heading', { name: 'Guided breathing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pre-match routine' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Visualisation' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your routine…')).toBeNull();
  });

  test('offline, the routine and the insights last read show, and the page says how old they are', async () => {
    await subscribeDemoUser();
    await getProBackend().saveMindsetRoutine(['Tie the laces twice']);
    const first = render('/app/mindset', <MindsetPage />);
    expect(await screen.findByText('Tie the laces twice')).toBeInTheDocument();
    first.unmount();
    const insights = render('/app/insights', <InsightsPage />);
    expect(await screen.findByRole('region', { name: 'Progress predictions' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /offline/i })).toBeNull();
    insights.unmount();

    // Offline as a browser is: requests fail, and the browser says so (so no read waits on its retries).
    setOffline(getBackend() as SupabaseBackend, true);
    rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = render('/app/mindset', <MindsetPage />);
    expect(await screen.findByText('Tie the laces twice')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^You're offline\. Showing what you saw last, saved (on \d+ \w+ )?at \d+:\d\d [AP]M\.$/,
      ),
    ).toBeInTheDocument();
    offline.unmount();
    render('/app/insights', <InsightsPage />);
    expect(await screen.findByRole('region', { name: 'Progress predictions' })).toBeInTheDocument();
    expect(await screen.findByText(/^You're offline\. Showing what you saw last/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/TypeError|fetch failed|Could not load/i);
    setOffline(getBackend() as SupabaseBackend, false);
  });

  test('a finished visualisation is logged and counted in analytics', async () => {
    await subscribeDemoUser();
    render('/app/mindset', <MindsetPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start visualisation' }));
    for (let step = 1; step < 8; step += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Visualisation done and logged. Nice work!')).toBeInTheDocument();
    const today = localIsoDate();
    await waitFor(async () =>
      expect((await getProBackend().getAnalytics(analyticsSince(today))).facts).toContainEqual(
        expect.objectContaining({ kind: 'mindset', count: 1 }),
      ),
    );
  });
});

describe('save a goal as a template', () => {
  const goal = () =>
    createGoal(
      { title: 'Wall passes', description: 'Both feet', type: 'process', pillar: 'technical' },
      { id: crypto.randomUUID(), ageGroup: '13-17', now: new Date() },
    );

  test('on Free the goal card leads to the locked templates page', async () => {
    await getBackend().saveGoals([goal()], await playerId());
    render('/app/goal-tracker', <GoalTrackerPage />);
    const card = await screen.findByRole('article', { name: 'Wall passes' });
    expect(within(card).getByRole('link', { name: 'Save as Template (Pro feature)' })).toHaveAttribute(
      'href',
      '/app/goal-templates',
    );
  });

  test('on Pro the goal becomes a template the wizard offers; saving it twice says so', async () => {
    await subscribeDemoUser();
    await getBackend().saveGoals([goal()], await playerId());
    render('/app/goal-tracker', <GoalTrackerPage />);
    const card = await screen.findByRole('article', { name: 'Wall passes' });
    await userEvent.click(within(card).getByRole('button', { name: 'Save as Template' }));
    expect(await screen.findByText(MESSAGES.templateSavedFromGoal)).toBeInTheDocument();
    expect(await getProBackend().listGoalTemplates()).toMatchObject([
      { title: 'Wall passes', description: 'Both feet', pillar: 'technical', type: 'process' },
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Save as Template' }));
    expect(await screen.findByText('You already have a template with this title.')).toBeInTheDocument();
  });
});

import { DataError, EMAIL_CONFIRMATION_REQUIRED, takeReturnPath, type Backend } from '@dreampitch/data';
import { bootTestHost, setOffline, signedOutBackend, testHost } from '@dreampitch/data/testing';
import { goalLibraryFor, LABELS, MESSAGES, recommendGoals, type TemplateGoal } from '@dreampitch/domain';
import { beforeAll, beforeEach, describe, expect, test } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SessionProvider } from '@dreampitch/session';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@dreampitch/ui/router';
import GoalWizardPage from '../../pages/GoalWizardPage';
import { renderWithRoutes, routerStateShown } from '../../test/renderWithRoutes';
import { buildWizardHandoff } from '../wizard-handoff/navigationState';
import { EXISTING_ACCOUNT_MESSAGE, SIGN_IN_AND_SAVE_LABEL } from './api/useSaveWizardGoals';

beforeAll(bootTestHost, 120_000);

const PATH = '/app/goal-creation';
const handoff = buildWizardHandoff('messi', 10, 'beginner');
const recommended = recommendGoals('messi', '8-12');
const fromLibrary = goalLibraryFor('8-12').filter(
  (goal) => !recommended.some((pick) => pick.title === goal.title),
) as TemplateGoal[];

function goalButton(title: string) {
  return screen.getByRole('button', { name: title });
}

/** The toasts on screen: one event must never produce two messages. */
function toastTexts(): string[] {
  const region = screen.getByRole('region', { name: 'Notifications' });
  return within(region)
    .queryAllByRole('button', { name: 'Dismiss notification' })
    .map((button) => button.parentElement?.firstElementChild?.textContent ?? '');
}

function nextButton() {
  return screen.getByRole('button', { name: 'Next' });
}

async function chooseGoals(user: UserEvent, goals: readonly TemplateGoal[]) {
  // Step 1 shows once the goals the player already holds are counted.
  await screen.findByRole('region', { name: 'Recommended for you' });
  for (const goal of goals) await user.click(goalButton(goal.title));
}

async function addSession(
  user: UserEvent,
  values: { goal?: string; date: string; time: string; duration?: string; notes?: string },
) {
  if (values.goal) await user.selectOptions(screen.getByRole('combobox', { name: /^Goal/ }), values.goal);
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: values.date } });
  fireEvent.change(screen.getByLabelText(/^Start time/), { target: { value: values.time } });
  if (values.duration !== undefined) {
    await user.clear(screen.getByLabelText(/^Duration/));
    await user.type(screen.getByLabelText(/^Duration/), values.duration);
  }
  if (values.notes) await user.type(screen.getByLabelText(/^Notes/), values.notes);
  await user.click(screen.getByRole('button', { name: 'Add Session' }));
}

describe('GoalWizardPage', () => {
  beforeEach(() => sessionStorage.clear());

  test('a direct visit shows Missing Information with a way back to player selection', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.missingInformation })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choose Your Playing Style' }));
    expect(
      screen.getByRole('heading', { level: 1, name: LABELS.chooseYourPlayingStyle }),
    ).toBeInTheDocument();
  });

  test('step 1 (free plan, no goals yet): recommended goals first, the plan allows 2 and says so', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH, state: handoff });
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeInTheDocument();
    expect(
      screen.getByRole('list', { name: 'Goal wizard progress' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Step 1');
    const recommendedSection = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(
      within(recommendedSection)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(recommended.map((goal) => expect.stringContaining(goal.title)));
    expect(screen.getByRole('region', { name: /Mental goals/ })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Your plan' })).toHaveTextContent(
      'A free account keeps up to 2 active goals, so you can choose 2 now.',
    );
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/app/plans');
    expect(nextButton()).toBeDisabled();

    await chooseGoals(user, [recommended[0]!, fromLibrary[0]!]);
    expect(goalButton(recommended[0]!.title)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 of 2 goals chosen')).toBeInTheDocument();
    // Full: not "you can choose 2 more".
    expect(screen.getByText('2 of 2 goals chosen').closest('p')).toHaveTextContent(
      '2 of 2 goals chosen · That is as many as the free plan allows now. Pro and Parent plans have no limit.',
    );
    expect(goalButton(fromLibrary[2]!.title)).toBeDisabled();
    expect(goalButton(recommended[1]!.title)).toBeDisabled();
    expect(nextButton()).toBeEnabled();

    await user.click(goalButton(fromLibrary[0]!.title));
    expect(goalButton(fromLibrary[2]!.title)).toBeEnabled();
    expect(screen.getByText('1 of 2 goals chosen')).toBeInTheDocument();
  });

  test('step 1: a custom goal needs a title and a description, joins the selection and clears the form', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH, state: handoff });
    await user.type(await screen.findByLabelText(/^Goal title/), 'Juggle 20 times');
    await user.click(screen.getByRole('button', { name: 'Add Custom Goal' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.customGoalIncomplete);

    await user.type(screen.getByLabelText(/^What will you do/), 'Practise juggling every day after school');
    await user.selectOptions(screen.getByLabelText('Skill area'), 'mental');
    await user.click(screen.getByRole('button', { name: 'Add Custom Goal' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const ownGoals = screen.getByRole('region', { name: 'Your own goals' });
    expect(within(ownGoals).getByRole('button', { name: 'Juggle 20 times' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(ownGoals).getByText('Process goal')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Goal title/)).toHaveValue('');
    expect(screen.getByLabelText(/^What will you do/)).toHaveValue('');

    await chooseGoals(user, [recommended[0]!, recommended[1]!]);
    expect(screen.getByRole('button', { name: 'Add Custom Goal' })).toBeDisabled();
  });

  test('Previous on step 1 returns to player selection with the form filled in', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH, state: handoff });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: LABELS.yourTrainingStyle })).toBeInTheDocument();
    expect(screen.getByLabelText(/Your age/)).toHaveValue(10);
  });

  test('step 2: sessions are optional, default 60 minutes, 15-180 enforced, edited and removed', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH, state: handoff });
    await chooseGoals(user, [recommended[0]!, recommended[1]!]);
    await user.click(nextButton());
    expect(screen.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toHaveFocus();
    expect(nextButton()).toBeEnabled();
    expect(screen.getByLabelText(/^Duration/)).toHaveValue(60);

    await addSession(user, { date: '2020-06-14', time: '17:00' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.sessionInPast);
    expect(screen.queryByRole('list', { name: 'Planned sessions' })).toBeNull();

    await addSession(user, { date: '2099-06-14', time: '17:00', duration: '200' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.sessionDurationRange);
    expect(screen.queryByRole('list', { name: 'Planned sessions' })).toBeNull();

    await user.clear(screen.getByLabelText(/^Duration/));
    await user.type(screen.getByLabelText(/^Duration/), '45');
    await user.click(screen.getByRole('button', { name: 'Add Session' }));
    await addSession(user, {
      goal: recommended[1]!.title,
      date: '2099-06-15',
      time: '10:30',
      notes: 'Sprints',
    });

    const list = screen.getByRole('list', { name: 'Planned sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/45 min/)).toBeInTheDocument();
    expect(within(list).getByText(`For: ${recommended[1]!.title}`)).toBeInTheDocument();

    await user.click(within(list).getAllByRole('button', { name: /^Edit session/ })[0]!);
    expect(screen.getByRole('heading', { name: 'Edit session' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Duration/));
    await user.type(screen.getByLabelText(/^Duration/), '90');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(within(list).getByText(/90 min/)).toBeInTheDocument();

    await user.click(within(list).getAllByRole('button', { name: /^Remove session/ })[1]!);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    // Back and forth keeps everything.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(goalButton(recommended[0]!.title)).toHaveAttribute('aria-pressed', 'true');
    await user.click(nextButton());
    expect(
      within(screen.getByRole('list', { name: 'Planned sessions' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  test('signed in: Save Goals stores goals with sessions, toasts and opens the goal tracker', async () => {
    const user = userEvent.setup();
    const backend = await renderWithRoutes({ path: PATH, state: handoff });
    await chooseGoals(user, [recommended[0]!, fromLibrary[0]!]);
    await user.click(nextButton());
    await addSession(user, { date: '2099-06-14', time: '17:00' });
    await user.click(nextButton());

    expect(screen.getByRole('list', { name: 'Your goals' })).toHaveTextContent(recommended[0]!.title);
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    await user.click(await screen.findByRole('button', { name: LABELS.saveGoals }));

    expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.goalsSaved)).toBeInTheDocument();
    const saved = await backend.listGoals(await playerId(backend));
    // Saved in one request, the goals share a creation time, after which the server orders them by id.
    expect(saved.map((goal) => goal.title).sort()).toEqual(
      [recommended[0]!.title, fromLibrary[0]!.title].sort(),
    );
    const first = saved.find((goal) => goal.title === recommended[0]!.title);
    expect(first).toMatchObject({ status: 'active', progress: 0, ageGroup: '8-12' });
    expect(first!.sessions).toEqual([
      expect.objectContaining({ sessionDate: '2099-06-14', startTime: '17:00', duration: 60 }),
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  test('signed in on the free plan with 2 active goals: step 1 says so, with the ways on, and offers none', async () => {
    await renderWithRoutes({ path: PATH, state: handoff, before: (backend) => seedGoals(backend, 2) });
    const note = await screen.findByRole('note', { name: 'Your plan' });
    expect(note).toHaveTextContent('you have 2, so you can choose 0 more now');
    expect(note).toHaveTextContent('Completing or removing a goal in your tracker also makes room.');
    expect(within(note).getByRole('link', { name: 'Open Goal Tracker' })).toHaveAttribute(
      'href',
      '/app/goal-tracker',
    );
    expect(goalButton(recommended[0]!.title)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Custom Goal' })).toBeDisabled();
    expect(nextButton()).toBeDisabled();
  });

  test('signed in, a goal added elsewhere after step 1: the save is still refused with the limit message', async () => {
    const user = userEvent.setup();
    const backend = await renderWithRoutes({
      path: PATH,
      state: handoff,
      before: (backend) => seedGoals(backend, 1),
    });
    await chooseGoals(user, [recommended[0]!]);
    await seedGoals(backend, 1, 1);
    await user.click(nextButton());
    await user.click(nextButton());
    await user.click(await screen.findByRole('button', { name: LABELS.saveGoals }));

    // Said once, inline beside the button, not toasted as well.
    expect(await screen.findAllByText(MESSAGES.freeGoalLimit)).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
    expect(screen.queryByText(/Now at/)).toBeNull();
    expect(await backend.listGoals(await playerId(backend))).toHaveLength(2);
  });

  test('signed in while the database is unreachable: saved locally without an error', async () => {
    const user = userEvent.setup();
    const backend = await renderWithRoutes({ path: PATH, state: handoff });
    await chooseGoals(user, [recommended[0]!]);
    await user.click(nextButton());
    await user.click(nextButton());
    setOffline(backend, true);
    await user.click(await screen.findByRole('button', { name: LABELS.saveGoals }));
    expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
    // Said plainly: on this device now, synced when the network is back.
    expect(screen.getByText(MESSAGES.keptUntilOnline)).toBeInTheDocument();
    expect(backend.getPendingGoals().map((goal) => goal.title)).toEqual([recommended[0]!.title]);
  });

  test('anonymous: account fields required (parent e-mail under 18), password at least 6, then one flow', async () => {
    const user = userEvent.setup();
    const backend = await renderWithRoutes({ path: PATH, state: handoff, signedIn: false });
    await chooseGoals(user, [recommended[0]!, recommended[1]!]);
    await user.click(nextButton());
    await user.click(nextButton());

    const create = screen.getByRole('button', { name: LABELS.createAccountAndSaveGoals });
    expect(create).toBeDisabled();
    expect(screen.getByText(MESSAGES.passwordMinimumHint)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^First name/), 'Mia');
    await user.type(screen.getByLabelText(/^Last name/), 'Lopez');
    await user.type(screen.getByLabelText(/^Email/), 'mia@example.com');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText(/^Parent or guardian email/), 'parent@example.com');
    expect(create).toBeEnabled();

    await user.click(create);
    expect(await screen.findAllByText(MESSAGES.passwordTooShort)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(await backend.getSession()).toBeNull();

    await user.type(screen.getByLabelText(/^Password/), '6');
    await user.click(create);
    expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
    // One sign-up, one message: not also 'Account created successfully!'. The server keeps a child's data out of
    // the account until the parent says yes (this parent has not read the mail yet): the goals wait here.
    expect(toastTexts()).toEqual([MESSAGES.keptUntilParentSaysYes]);

    const newUser = await backend.getSession();
    expect(newUser).toMatchObject({
      email: 'mia@example.com',
      metadata: {
        first_name: 'Mia',
        last_name: 'Lopez',
        accountType: 'player',
        age: 10,
        parentEmail: 'parent@example.com',
      },
    });
    expect(backend.getPendingGoals().map((goal) => goal.title)).toEqual([
      recommended[0]!.title,
      recommended[1]!.title,
    ]);
  });

  test('a returning visitor whose e-mail is taken signs in right there and keeps the goals built', async () => {
    const user = userEvent.setup();
    const backend = await renderWithRoutes({ path: PATH, state: handoff, signedIn: false });
    // Her parent said yes long ago (the demo's mock parent consents at once): what she saves goes to her account.
    await (await testHost()).addMockParent('bea-parent@example.com');
    await backend.signUp({
      email: 'back@example.com',
      password: 'secret12',
      firstName: 'Bea',
      lastName: 'Back',
      accountType: 'player',
      age: 10,
      parentEmail: 'bea-parent@example.com',
    });
    await backend.signOut();
    await chooseGoals(user, [recommended[0]!]);
    await user.click(nextButton());
    await user.click(nextButton());
    await user.type(screen.getByLabelText(/^First name/), 'Bea');
    await user.type(screen.getByLabelText(/^Last name/), 'Back');
    await user.type(screen.getByLabelText(/^Email/), 'back@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-guess');
    await user.type(screen.getByLabelText(/^Parent or guardian email/), 'bea-parent@example.com');
    await user.click(screen.getByRole('button', { name: LABELS.createAccountAndSaveGoals }));

    expect(await screen.findByText(EXISTING_ACCOUNT_MESSAGE)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Sign in to save your goals to your account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('back@example.com');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.click(screen.getByRole('button', { name: SIGN_IN_AND_SAVE_LABEL }));

    expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
    expect(toastTexts()).toEqual([MESSAGES.goalsSaved]);
    const returning = await backend.getSession();
    expect(returning?.email).toBe('back@example.com');
    expect((await backend.listGoals(returning!.id)).map((goal) => goal.title)).toEqual([
      recommended[0]!.title,
    ]);
  });

  test('with "Confirm email" on: the goals wait on this device, the tracker is remembered, "Check your inbox" opens', async () => {
    const user = userEvent.setup();
    const backend = await renderWithRoutes({
      path: PATH,
      state: handoff,
      signedIn: false,
      // Hosted Supabase's default: sign-up answers the user without a session.
      before: async (demo) => {
        demo.signUp = () =>
          Promise.reject(new DataError(MESSAGES.confirmEmailToFinish, EMAIL_CONFIRMATION_REQUIRED));
      },
    });
    await chooseGoals(user, [recommended[0]!, recommended[1]!]);
    await user.click(nextButton());
    await user.click(nextButton());
    await user.type(screen.getByLabelText(/^First name/), 'Mia');
    await user.type(screen.getByLabelText(/^Last name/), 'Lopez');
    await user.type(screen.getByLabelText(/^Email/), ' mia@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Parent or guardian email/), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: LABELS.createAccountAndSaveGoals }));

    // The shell's sign-in page shows "Check your inbox" for the address the wizard hands over.
    expect(await screen.findByText('Now at /app/auth')).toBeInTheDocument();
    expect(routerStateShown(screen.getByTestId('router-state'))).toEqual({ checkInbox: 'mia@example.com' });
    expect(await backend.getSession()).toBeNull();
    expect(toastTexts()).toEqual([]);
    // Nothing built is lost: both goals wait here and sync at the first sign-in (CheckInbox.test.tsx).
    expect(backend.getPendingGoals().map((goal) => goal.title)).toEqual([
      recommended[0]!.title,
      recommended[1]!.title,
    ]);
    // The confirmation link brings the player back to the tracker (ConfirmEmailPage).
    expect(takeReturnPath()).toBe('/app/goal-tracker');
  });

  test('anonymous adult (18+): no parent e-mail asked, the account is created and the goals saved', async () => {
    const user = userEvent.setup();
    const adult = buildWizardHandoff('messi', 25, 'advanced');
    const adultGoals = recommendGoals('messi', '18+');
    const backend = await renderWithRoutes({ path: PATH, state: adult, signedIn: false });
    await chooseGoals(user, [adultGoals[0]!]);
    await user.click(nextButton());
    await user.click(nextButton());
    expect(screen.queryByLabelText(/^Parent or guardian email/)).toBeNull();
    await user.type(screen.getByLabelText(/^First name/), 'Sam');
    await user.type(screen.getByLabelText(/^Last name/), 'Reyes');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: LABELS.createAccountAndSaveGoals }));

    expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.fillAllRequiredFields)).toBeNull();
    const newUser = await backend.getSession();
    expect(newUser).toMatchObject({ email: 'sam@example.com', metadata: { age: 25 } });
    expect((await backend.listGoals(newUser!.id)).map((goal) => goal.title)).toEqual([adultGoals[0]!.title]);
  });

  test('anonymous: only 2 goals can be chosen, told at step 1 with the upgrade path', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH, state: handoff, signedIn: false });
    await chooseGoals(user, recommended);
    expect(screen.getByRole('note', { name: 'Your plan' })).toHaveTextContent(
      'A free account keeps up to 2 active goals, so you can choose 2 now. Pro and Parent plans have no limit.',
    );
    expect(screen.getByText('2 of 2 goals chosen')).toBeInTheDocument();
    expect(goalButton(recommended[2]!.title)).toHaveAttribute('aria-pressed', 'false');
    expect(goalButton(recommended[2]!.title)).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/app/plans');
  });

  test('a reload keeps the draft (but never the password)', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH, state: handoff, signedIn: false });
    await chooseGoals(user, [recommended[2]!]);
    await user.click(nextButton());
    await user.click(nextButton());
    await user.type(screen.getByLabelText(/^First name/), 'Mia');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    cleanup();

    await renderWithRoutes({ path: PATH, state: handoff, signedIn: false });
    expect(screen.getByRole('heading', { level: 2, name: /Step 3 of 3/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Mia');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(goalButton(recommended[2]!.title)).toHaveAttribute('aria-pressed', 'true');
  });
});

/** The browser's Back and Forward buttons and its address bar, for a wizard under a memory router. */
function BrowserControls() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        browser forward
      </button>
      <p>address {`${location.pathname}${location.search}`}</p>
    </>
  );
}

describe('GoalWizardPage in the browser history', () => {
  beforeEach(() => sessionStorage.clear());

  test('each step is a history entry: Back returns to the previous step, Forward comes back, nothing is lost', async () => {
    const user = userEvent.setup();
    render(
      <SessionProvider backend={await signedOutBackend()}>
        <MemoryRouter initialEntries={[{ pathname: PATH, state: handoff }]}>
          <Routes>
            <Route
              path={PATH}
              element={
                <>
                  <GoalWizardPage />
                  <BrowserControls />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </SessionProvider>,
    );
    const stepHeading = (n: number) =>
      screen.findByRole('heading', { level: 2, name: new RegExp(`Step ${n} of 3`) });

    await chooseGoals(user, [recommended[0]!]);
    await user.click(nextButton());
    expect(await stepHeading(2)).toBeInTheDocument();
    expect(screen.getByText(`address ${PATH}?step=2`)).toBeInTheDocument();
    await user.click(nextButton());
    expect(await stepHeading(3)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'browser back' }));
    expect(await stepHeading(2)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    expect(await stepHeading(1)).toBeInTheDocument();
    expect(goalButton(recommended[0]!.title)).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'browser forward' }));
    expect(await stepHeading(2)).toBeInTheDocument();
    // Previous is the same move as Back: Forward then returns to where the user was.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await stepHeading(1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'browser forward' }));
    expect(await stepHeading(2)).toBeInTheDocument();
  });
});

async function seedGoals(backend: Backend, count: number, from = 0) {
  const existing = goalLibraryFor('13-17')
    .slice(from, from + count)
    .map((template, index) => ({
      id: `seed-${from + index}`,
      title: template.title,
      description: template.description,
      pillar: template.pillar,
      type: template.type,
      ageGroup: '13-17' as const,
      status: 'active' as const,
      progress: 0,
      checkIns: [],
      dailyCheckIns: [],
      milestones: [],
      sessions: [],
      targetDate: '2025-12-31',
      createdAt: new Date().toISOString(),
    }));
  await waitFor(async () =>
    expect((await backend.saveGoals(existing, await playerId(backend))).savedTo).toBe('database'),
  );
}

async function playerId(backend: Backend): Promise<string> {
  return (await backend.getSession())!.id;
}

import { LABELS, MESSAGES, recommendGoals } from '@dreampitch/domain';
import { beforeEach, describe, expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRoutes, routerStateShown } from '../../test/renderWithRoutes';

const PATH = '/app/player-selection';

describe('PlayerSelectionPage', () => {
  beforeEach(() => sessionStorage.clear());

  // First in the file: the session store is shared by the file's tests, and a visitor must find it empty.
  test('Create My Goals waits for an age, refuses one outside 6-50, then opens the wizard with its state', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({
      path: PATH,
      state: { playerStyle: 'messi' },
      withWizard: false,
      signedIn: false,
    });
    const create = screen.getByRole('button', { name: LABELS.createMyGoals });
    expect(create).toBeDisabled();

    const age = screen.getByLabelText(/Your age/);
    await user.type(age, '60');
    await user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.personalisationAgeRange);
    expect(age).toHaveAttribute('aria-invalid', 'true');

    await user.clear(age);
    await user.type(age, '10');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Skill level'), 'intermediate');
    await user.click(create);

    expect(await screen.findByText('Now at /app/goal-creation')).toBeInTheDocument();
    expect(routerStateShown(screen.getByTestId('router-state'))).toEqual({
      playerStyle: 'messi',
      age: 10,
      ageGroup: '8-12',
      skillLevel: 'intermediate',
      recommendedGoals: recommendGoals('messi', '8-12'),
    });
  });

  test('offers three styles; choosing one by keyboard opens the personalise form, Back returns', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH });
    expect(
      screen.getByRole('heading', { level: 1, name: LABELS.chooseYourPlayingStyle }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('button', { pressed: false });
    expect(cards).toHaveLength(3);

    const ronaldo = screen.getByRole('button', { name: /Cristiano Ronaldo/ });
    ronaldo.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: LABELS.yourTrainingStyle })).toBeInTheDocument();
    expect(screen.getByText(/Cristiano Ronaldo/)).toBeInTheDocument();
    expect(screen.getByText("Let's Make It Yours")).toHaveFocus();

    await user.click(screen.getByRole('button', { name: LABELS.backToSelection }));
    expect(screen.getByRole('button', { name: /Cristiano Ronaldo/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a style chosen on the home page arrives preselected', async () => {
    await renderWithRoutes({ path: PATH, state: { playerStyle: 'vandijk' } });
    expect(screen.getByRole('heading', { name: LABELS.yourTrainingStyle })).toBeInTheDocument();
    expect(screen.getByText(/Virgil van Dijk/)).toBeInTheDocument();
  });

  test('a signed-in player ("Set New Goal") starts from the profile’s age and skill level, and can change them', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH, withWizard: false });
    await user.click(screen.getByRole('button', { name: /Lionel Messi/ }));
    expect(await screen.findByText(LABELS.personaliseFromProfile)).toBeInTheDocument();
    const age = screen.getByLabelText(/Your age/);
    expect(age).toHaveValue(14);
    expect(screen.getByLabelText('Skill level')).toHaveValue('beginner');
    await user.clear(age);
    await user.type(age, '15');
    await user.selectOptions(screen.getByLabelText('Skill level'), 'advanced');
    await user.click(screen.getByRole('button', { name: LABELS.createMyGoals }));
    expect(routerStateShown(await screen.findByTestId('router-state'))).toMatchObject({
      playerStyle: 'messi',
      age: 15,
      skillLevel: 'advanced',
    });
  });

  test('the wizard coming back fills the form in again', async () => {
    await renderWithRoutes({ path: PATH, state: { playerStyle: 'messi', age: 14, skillLevel: 'advanced' } });
    expect(screen.getByLabelText(/Your age/)).toHaveValue(14);
    expect(screen.getByLabelText('Skill level')).toHaveValue('advanced');
    expect(screen.getByRole('button', { name: LABELS.createMyGoals })).toBeEnabled();
  });

  test('skipping goes to the goal tracker', async () => {
    const user = userEvent.setup();
    await renderWithRoutes({ path: PATH });
    await user.click(screen.getByRole('link', { name: LABELS.skipAndExplore }));
    expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
  });
});

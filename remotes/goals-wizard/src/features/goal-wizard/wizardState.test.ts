import { goalLibraryFor, type TemplateGoal } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import {
  goalKey,
  INITIAL_WIZARD_STATE,
  linkedSessions,
  wizardReducer,
  type DraftSession,
  type WizardAction,
  type WizardState,
} from './wizardState';

const library = goalLibraryFor('8-12');
const [first, second, third, fourth] = library as [TemplateGoal, TemplateGoal, TemplateGoal, TemplateGoal];

function run(...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, INITIAL_WIZARD_STATE);
}

function session(id: string, goal: TemplateGoal, duration = 60): DraftSession {
  return { id, goalKey: goalKey(goal), sessionDate: '2025-06-14', startTime: '17:00', duration, notes: '' };
}

describe('wizardReducer', () => {
  test('toggles goals on click and never selects more than 3', () => {
    const state = run(
      { type: 'toggleGoal', goal: first, max: 3 },
      { type: 'toggleGoal', goal: second, max: 3 },
      { type: 'toggleGoal', goal: third, max: 3 },
      { type: 'toggleGoal', goal: fourth, max: 3 },
    );
    expect(state.selectedGoals).toEqual([first, second, third]);
    expect(wizardReducer(state, { type: 'toggleGoal', goal: second, max: 3 }).selectedGoals).toEqual([
      first,
      third,
    ]);
  });

  test('a free plan allowance below 3 caps the selection and custom goals', () => {
    const state = run(
      { type: 'toggleGoal', goal: first, max: 1 },
      { type: 'toggleGoal', goal: second, max: 1 },
    );
    expect(state.selectedGoals).toEqual([first]);
    const custom = wizardReducer(state, {
      type: 'addCustomGoal',
      max: 1,
      input: { title: 'Juggle', description: 'Every day', pillar: 'technical' },
    });
    expect(custom.selectedGoals).toEqual([first]);
  });

  test('adds a custom goal as a selected process goal only with title, description and room left', () => {
    const missingDescription = run({
      type: 'addCustomGoal',
      max: 3,
      input: { title: 'Juggle 20', description: '  ', pillar: 'technical' },
    });
    expect(missingDescription.selectedGoals).toEqual([]);
    expect(missingDescription.customGoals).toEqual([]);

    const added = run({
      type: 'addCustomGoal',
      max: 3,
      input: { title: ' Juggle 20 ', description: 'Every day after school', pillar: 'technical' },
    });
    const custom = {
      title: 'Juggle 20',
      description: 'Every day after school',
      pillar: 'technical',
      type: 'process',
    };
    expect(added.customGoals).toEqual([custom]);
    expect(added.selectedGoals).toEqual([custom]);

    const full = run(
      { type: 'toggleGoal', goal: first, max: 3 },
      { type: 'toggleGoal', goal: second, max: 3 },
      { type: 'toggleGoal', goal: third, max: 3 },
      {
        type: 'addCustomGoal',
        max: 3,
        input: { title: 'Juggle 20', description: 'Daily', pillar: 'mental' },
      },
    );
    expect(full.selectedGoals).toHaveLength(3);
    expect(full.customGoals).toEqual([]);
  });

  test('an unselected custom goal stays listed and can be selected again', () => {
    const input = { title: 'Juggle 20', description: 'Daily', pillar: 'technical' } as const;
    const state = run({ type: 'addCustomGoal', max: 3, input });
    const unselected = wizardReducer(state, { type: 'toggleGoal', goal: state.customGoals[0]!, max: 3 });
    expect(unselected.selectedGoals).toEqual([]);
    expect(unselected.customGoals).toHaveLength(1);
  });

  test('adds, edits and removes sessions', () => {
    const added = run(
      { type: 'toggleGoal', goal: first, max: 3 },
      { type: 'addSession', session: session('a', first) },
      { type: 'addSession', session: session('b', first) },
    );
    const edited = wizardReducer(added, {
      type: 'updateSession',
      session: { ...session('a', first), duration: 90 },
    });
    expect(edited.sessions.map((item) => [item.id, item.duration])).toEqual([
      ['a', 90],
      ['b', 60],
    ]);
    expect(
      wizardReducer(edited, { type: 'removeSession', sessionId: 'a' }).sessions.map((item) => item.id),
    ).toEqual(['b']);
  });

  test('sessions of a goal that is unselected are kept but not linked, and come back with the goal', () => {
    const state = run(
      { type: 'toggleGoal', goal: first, max: 3 },
      { type: 'toggleGoal', goal: second, max: 3 },
      { type: 'addSession', session: session('a', first) },
      { type: 'addSession', session: session('b', second) },
      { type: 'toggleGoal', goal: first, max: 3 },
    );
    expect(state.sessions).toHaveLength(2);
    expect(linkedSessions(state).map((item) => item.id)).toEqual(['b']);
    const reselected = wizardReducer(state, { type: 'toggleGoal', goal: first, max: 3 });
    expect(linkedSessions(reselected).map((item) => item.id)).toEqual(['a', 'b']);
  });

  test('moving between steps keeps everything entered', () => {
    const state = run(
      { type: 'toggleGoal', goal: first, max: 3 },
      { type: 'addSession', session: session('a', first) },
      { type: 'setAccountField', field: 'firstName', value: 'Mia' },
      { type: 'goToStep', step: 3 },
      { type: 'goToStep', step: 1 },
      { type: 'goToStep', step: 2 },
    );
    expect(state.step).toBe(2);
    expect(state.selectedGoals).toEqual([first]);
    expect(state.sessions).toHaveLength(1);
    expect(state.account.firstName).toBe('Mia');
  });
});

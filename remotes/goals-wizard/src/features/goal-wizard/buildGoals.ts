import { createGoal, createTrainingSession, type Goal } from '@dreampitch/domain';
import type { WizardHandoff } from '../wizard-handoff/navigationState';
import { goalKey, linkedSessions, type WizardState } from './wizardState';

/**
 * The goals to save, each with its sessions. The ids are placeholders: the data library swaps them for uuids and
 * re-points the sessions (see `saveGoals`).
 */
export function buildGoalsToSave(
  state: Pick<WizardState, 'selectedGoals' | 'sessions'>,
  handoff: Pick<WizardHandoff, 'ageGroup'>,
  now: Date,
): Goal[] {
  const sessions = linkedSessions(state);
  return state.selectedGoals.map((template, index) => {
    const goalId = `wizard-goal-${index + 1}`;
    const goalSessions = sessions
      .filter((session) => session.goalKey === goalKey(template))
      .map((session) =>
        createTrainingSession({
          id: session.id,
          now,
          sessionDate: session.sessionDate,
          startTime: session.startTime,
          duration: session.duration,
          notes: session.notes.trim(),
          goalId,
          ...(session.plan ? { plan: session.plan } : {}),
        }),
      );
    return createGoal(template, { id: goalId, ageGroup: handoff.ageGroup, now, sessions: goalSessions });
  });
}

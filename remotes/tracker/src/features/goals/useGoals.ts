import { getBackend } from '@dreampitch/data';
import { errorMessage, type Goal } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useMemo } from 'react';
import { localIsoDate } from '../../lib/dates';
import { useLoaded, type Loaded } from '../../lib/useLoaded';
import type { GoalActions } from './GoalCard';

/**
 * The player's goals: from the database (plus any still waiting in local storage) when signed in, from local storage
 * for a visitor. `actions` is null for visitors, whose goals are read-only until they sign in.
 */
export function useGoals(userId: string | null): Loaded<Goal[]> & { actions: GoalActions | null } {
  const { showToast } = useToast();
  const goals = useLoaded(userId ? `user:${userId}` : 'visitor', () =>
    userId ? getBackend().listGoals(userId) : Promise.resolve(getBackend().getPendingGoals()),
  );
  const { setData } = goals;

  const actions = useMemo<GoalActions | null>(() => {
    if (!userId) return null;
    const updateGoal = (goalId: string, change: (goal: Goal) => Goal) =>
      setData((current) => current?.map((goal) => (goal.id === goalId ? change(goal) : goal)) ?? null);
    const failed = (error: unknown) =>
      showToast(errorMessage(error, 'Something went wrong. Please try again.'), 'error');

    return {
      async onSessionCompletedChange(goal, sessionId, completed) {
        // Ticked at once so the checkbox answers the click; put back if the save fails.
        const setCompleted = (value: boolean) =>
          updateGoal(goal.id, (current) => ({
            ...current,
            sessions: current.sessions.map((session) =>
              session.id === sessionId ? { ...session, completed: value } : session,
            ),
          }));
        setCompleted(completed);
        try {
          await getBackend().setSessionCompleted(sessionId, completed);
        } catch (error) {
          setCompleted(!completed);
          failed(error);
        }
      },
      async onCheckIn(goal, note, progress) {
        const checkIn = { date: localIsoDate(), note };
        try {
          await getBackend().recordCheckIn(goal.id, checkIn, progress);
          updateGoal(goal.id, (current) => ({
            ...current,
            progress,
            checkIns: [...current.checkIns, checkIn],
          }));
          showToast('Check-in recorded!', 'success');
        } catch (error) {
          failed(error);
        }
      },
      async onComplete(goal) {
        try {
          await getBackend().completeGoal(goal.id);
          updateGoal(goal.id, (current) => ({ ...current, status: 'completed', progress: 100 }));
          showToast(`Goal complete: ${goal.title}. Amazing work!`, 'success');
        } catch (error) {
          failed(error);
        }
      },
    };
  }, [userId, setData, showToast]);

  return { ...goals, actions };
}

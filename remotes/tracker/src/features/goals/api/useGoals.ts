import { getBackend, messageForDatabaseError } from '@dreampitch/data';
import {
  bySessionTime,
  createTrainingSession,
  errorMessage,
  keptOnDeviceMessage,
  MESSAGES,
  type Goal,
} from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useCallback, useMemo, useState } from 'react';
import { localIsoDate } from '../../../lib/dates';
import { ACTIVITY_DAYS_KEY, GOALS_KEY } from '../../../lib/queryKeys';
import { useLoaded, type Loaded } from '../../../lib/useLoaded';
import type { GoalActions } from '../GoalCard';

/** The days the player was active (check-ins, Quick Track, sessions, games), counted by the server. */
export function useActivityDays(userId: string | null) {
  return useLoaded(userId ? `${ACTIVITY_DAYS_KEY}${userId}` : null, () => getBackend().listActivityDays());
}

/**
 * Keeps a goal as one of the player's templates (Pro). The Pro repository loads with the first save, not with the
 * goal tracker: most visits never save a template.
 */
export function useSaveAsTemplate() {
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const save = useCallback(
    async (goal: Goal) => {
      setBusy(true);
      try {
        const { getProBackend } = await import('@dreampitch/data/pro');
        await getProBackend().saveGoalTemplate({
          title: goal.title,
          description: goal.description,
          pillar: goal.pillar,
          type: goal.type,
        });
        showToast(MESSAGES.templateSavedFromGoal, 'success');
      } catch (error) {
        showToast(errorMessage(error, MESSAGES.templateSaveFailed), 'error');
      } finally {
        setBusy(false);
      }
    },
    [showToast],
  );
  return { save, busy };
}

/**
 * The player's goals: from the database (plus any still waiting in local storage) when signed in, from local storage
 * for a visitor. `actions` is null for visitors, whose goals are read-only until they sign in.
 */
export function useGoals(userId: string | null): Loaded<Goal[]> & { actions: GoalActions | null } {
  const { showToast } = useToast();
  const goals = useLoaded(`${GOALS_KEY}${userId ?? 'visitor'}`, () =>
    userId ? getBackend().listGoals(userId) : Promise.resolve(getBackend().getPendingGoals()),
  );
  const { setData } = goals;

  const actions = useMemo<GoalActions | null>(() => {
    if (!userId) return null;
    const updateGoal = (goalId: string, change: (goal: Goal) => Goal) =>
      setData((current) => current?.map((goal) => (goal.id === goalId ? change(goal) : goal)) ?? null);
    const failed = (error: unknown) =>
      showToast(errorMessage(error, MESSAGES.somethingWentWrongTryAgain), 'error');

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
          const saved = await getBackend().setSessionCompleted(sessionId, completed);
          if (saved.keptOnDevice) showToast(keptOnDeviceMessage(saved.keptOnDevice), 'info');
        } catch (error) {
          setCompleted(!completed);
          failed(error);
        }
      },
      async onCheckIn(goal, note, progress) {
        const checkIn = { date: localIsoDate(), note };
        try {
          const saved = await getBackend().recordCheckIn(goal.id, checkIn, progress);
          updateGoal(goal.id, (current) => ({
            ...current,
            progress,
            checkIns: [...current.checkIns, checkIn],
          }));
          if (saved.keptOnDevice) showToast(keptOnDeviceMessage(saved.keptOnDevice), 'info');
          else showToast(MESSAGES.checkInRecorded, 'success');
          return true;
        } catch (error) {
          failed(error);
          return false;
        }
      },
      async onEdit(goal, changes) {
        const saved = await getBackend().updateGoal(goal.id, changes).catch(rethrowForDialog);
        updateGoal(goal.id, (current) => ({ ...current, ...changes }));
        if (saved.keptOnDevice) showToast(keptOnDeviceMessage(saved.keptOnDevice), 'info');
        else showToast(MESSAGES.goalUpdated, 'success');
      },
      async onRemove(goal) {
        await getBackend().deleteGoal(goal.id).catch(rethrowForDialog);
        setData((current) => current?.filter((candidate) => candidate.id !== goal.id) ?? null);
        showToast(`Goal removed: ${goal.title}.`, 'success');
      },
      async onSaveSession(goal, values, sessionId) {
        const existing = goal.sessions.find((session) => session.id === sessionId);
        if (existing) {
          const changed = { ...existing, ...values };
          const saved = await getBackend().updateTrainingSession(changed).catch(rethrowForDialog);
          updateGoal(goal.id, (current) => ({
            ...current,
            sessions: current.sessions.map((session) => (session.id === changed.id ? changed : session)),
          }));
          if (saved.keptOnDevice) showToast(keptOnDeviceMessage(saved.keptOnDevice), 'info');
          else showToast(MESSAGES.sessionUpdated, 'success');
          return;
        }
        const draft = createTrainingSession({ id: 'new', now: new Date(), goalId: goal.id, ...values });
        const { keptOnDevice, ...added } = await getBackend()
          .addTrainingSession(goal.id, draft)
          .catch(rethrowForDialog);
        updateGoal(goal.id, (current) => ({
          ...current,
          sessions: [...current.sessions, added].sort(bySessionTime),
        }));
        if (keptOnDevice) showToast(keptOnDeviceMessage(keptOnDevice), 'info');
        else showToast(MESSAGES.sessionAdded, 'success');
      },
      async onRemoveSession(goal, sessionId) {
        await getBackend().deleteTrainingSession(sessionId).catch(rethrowForDialog);
        updateGoal(goal.id, (current) => ({
          ...current,
          sessions: current.sessions.filter((session) => session.id !== sessionId),
        }));
        showToast(MESSAGES.sessionRemoved, 'success');
      },
      async onComplete(goal) {
        try {
          const saved = await getBackend().completeGoal(goal.id);
          updateGoal(goal.id, (current) => ({ ...current, status: 'completed', progress: 100 }));
          if (saved.keptOnDevice) showToast(keptOnDeviceMessage(saved.keptOnDevice), 'info');
          else showToast(`Goal complete: ${goal.title}. Amazing work!`, 'success');
        } catch (error) {
          failed(error);
        }
      },
    };
  }, [userId, setData, showToast]);

  return { ...goals, actions };
}

/** The dialog that asked shows the failure in the app's words (one message per event: no toast as well). */
function rethrowForDialog(error: unknown): never {
  throw new Error(messageForDatabaseError(error, MESSAGES.genericError));
}

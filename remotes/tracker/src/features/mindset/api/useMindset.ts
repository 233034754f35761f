import { getBackend } from '@dreampitch/data';
import { getProBackend } from '@dreampitch/data/pro';
import { MESSAGES, errorMessage, MINDSET_TOOL_LABELS, type MindsetTool } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useCallback } from 'react';
import { localIsoDate } from '../../../lib/dates';
import { useKeptLoaded } from '../../../lib/useLoaded';

/** The saved pre-match routine and the calls that change it or log a completed exercise. */
export function useMindset(userId: string) {
  const { showToast } = useToast();
  // Kept on the device: offline, the page shows the routine last read (and says so).
  const routine = useKeptLoaded(`routine:${userId}`, () => getProBackend().getMindsetRoutine(), getBackend());
  const { setData } = routine;

  const logCompleted = useCallback(
    async (tool: MindsetTool, seconds: number) => {
      try {
        await getProBackend().logMindsetSession(tool, seconds, localIsoDate());
        showToast(`${MINDSET_TOOL_LABELS[tool]} done and logged. Nice work!`, 'success');
      } catch (error) {
        showToast(errorMessage(error, MESSAGES.exerciseLogFailed), 'error');
      }
    },
    [showToast],
  );

  const saveRoutine = useCallback(
    async (steps: string[]) => {
      const saved = await getProBackend().saveMindsetRoutine(steps);
      setData(() => saved);
      showToast(MESSAGES.routineSaved, 'success');
    },
    [setData, showToast],
  );

  const deleteRoutine = useCallback(async () => {
    await getProBackend().deleteMindsetRoutine();
    setData(() => []);
    showToast(MESSAGES.routineDeleted, 'success');
  }, [setData, showToast]);

  return { routine, logCompleted, saveRoutine, deleteRoutine };
}

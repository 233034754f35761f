import { useQuery } from '@dreampitch/app-frame/query';
import { getBackend } from '@dreampitch/data';
import { activeGoalCount } from '@dreampitch/domain';

/**
 * Active goals the signed-in player already holds (0 for a visitor, null while unknown), so step 1 offers only what
 * the plan still allows. Unreachable database: the goals waiting locally, as the save counts them.
 */
export function useActiveGoalCount(userId: string | null | undefined): number | null {
  const count = useQuery(
    userId === undefined ? null : `goals:active-count:${userId ?? 'visitor'}`,
    async () => {
      if (!userId) return 0;
      const goals = await getBackend()
        .listGoals(userId)
        .catch(() => getBackend().getPendingGoals());
      return activeGoalCount(goals);
    },
  );
  return count.data;
}

import { getBackend } from '@dreampitch/data';
import { activeGoalCount } from '@dreampitch/domain';
import { useEffect, useState } from 'react';

/**
 * Active goals the signed-in player already holds (0 for a visitor, null while unknown), so step 1 offers only what
 * the plan still allows. Unreachable database: the goals waiting locally, as the save counts them. Read once per
 * visit of the wizard, so no query cache: it would cost this remote's first load more than it saves.
 */
export function useActiveGoalCount(userId: string | null | undefined): number | null {
  const [counted, setCounted] = useState<{ userId: string | null; count: number } | null>(null);
  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    const goals = userId
      ? getBackend()
          .listGoals(userId)
          .catch(() => getBackend().getPendingGoals())
      : Promise.resolve([]);
    void goals.then((list) => {
      if (current) setCounted({ userId, count: activeGoalCount(list) });
    });
    return () => {
      current = false;
    };
  }, [userId]);
  return counted && counted.userId === userId ? counted.count : null;
}

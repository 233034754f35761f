import { mutate, useQuery } from '@dreampitch/app-frame/query';
import { getBackend } from '@dreampitch/data';
import type { QuickTrackRecord } from '@dreampitch/domain';

/** Quick Track entry lists, by user and length. */
export const QUICK_TRACK_QUERIES = 'quick-track:';
/** The days the server counts for the streak (check-ins, Quick Track entries, sessions, games). */
export const ACTIVITY_QUERIES = 'activity-days:';

/** The newest `limit` Quick Track entries of the signed-in user (null user id = nothing to load). */
export function useQuickTrackEntries(userId: string | null, limit: number) {
  return useQuery(userId ? `${QUICK_TRACK_QUERIES}${userId}:${limit}` : null, () =>
    getBackend().listQuickTrackEntries(limit),
  );
}

/** The player's active days for the streak, counted by the server. */
export function useActivityDays(userId: string | null) {
  return useQuery(userId ? `${ACTIVITY_QUERIES}${userId}` : null, () => getBackend().listActivityDays());
}

/** Saves an entry; every entry list and the streak's days load again. */
export function addQuickTrackEntry(record: QuickTrackRecord) {
  return mutate(() => getBackend().addQuickTrackEntry(record), [QUICK_TRACK_QUERIES, ACTIVITY_QUERIES]);
}

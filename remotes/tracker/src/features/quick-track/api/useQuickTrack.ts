import { getBackend } from '@dreampitch/data';
import { MESSAGES, errorMessage, keptOnDeviceMessage, type QuickTrackRecord } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useCallback } from 'react';
import { ACTIVITY_DAYS_KEY } from '../../../lib/queryKeys';
import { invalidate, useLoaded, type Loaded } from '../../../lib/useLoaded';

/** The newest `limit` Quick Track entries (those waiting on this device included); null user id = nothing to load. */
export function useQuickTrackEntries(userId: string | null, limit: number): Loaded<QuickTrackRecord[]> {
  return useLoaded(userId ? `quick-track:${userId}:${limit}` : null, () =>
    getBackend().listQuickTrackEntries(limit),
  );
}

/**
 * Saves a check-in: shown at the top of `entries` at once, and the server's active days (the streak) read again.
 * Kept on this device is not a failure: the check-in is there and syncs later.
 */
export function useSaveQuickTrack(entries: Loaded<QuickTrackRecord[]>) {
  const { showToast } = useToast();
  const { setData } = entries;
  return useCallback(
    async (record: QuickTrackRecord) => {
      try {
        const saved = await getBackend().addQuickTrackEntry(record);
        setData((current) => [saved, ...(current ?? [])]);
        invalidate(ACTIVITY_DAYS_KEY);
        if (saved.keptOnDevice) showToast(keptOnDeviceMessage(saved.keptOnDevice), 'info');
        else showToast(MESSAGES.quickTrackSaved, 'success');
      } catch (error) {
        showToast(errorMessage(error, MESSAGES.quickTrackSaveFailed), 'error');
      }
    },
    [setData, showToast],
  );
}

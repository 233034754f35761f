import type { QuickTrackRecord } from '@dreampitch/domain';
import { readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from './storage';

/**
 * Quick Track check-ins waiting on this device (offline, or an under-13 whose parent has not consented yet), each
 * with the account it belongs to and the id it will be stored under, so a sync repeated after an interruption
 * finds the rows it already stored instead of adding them twice. Loaded on first use, never with the first page.
 */
interface QueuedQuickTrack {
  userId: string;
  entry: QuickTrackRecord & { id: string };
}

function readQueue(storage: KeyValueStorage): QueuedQuickTrack[] {
  const queue = readJson<QueuedQuickTrack[]>(storage, STORAGE_KEYS.queuedQuickTrack);
  return Array.isArray(queue) ? queue : [];
}

function writeQueue(storage: KeyValueStorage, queue: QueuedQuickTrack[]): void {
  if (queue.length === 0) storage.removeItem(STORAGE_KEYS.queuedQuickTrack);
  else writeJson(storage, STORAGE_KEYS.queuedQuickTrack, queue);
}

export function queuedQuickTrack(
  storage: KeyValueStorage,
  userId: string,
): (QuickTrackRecord & { id: string })[] {
  return readQueue(storage)
    .filter((item) => item.userId === userId)
    .map((item) => item.entry);
}

/** Adds (or replaces by id) a check-in, with why it waits; nothing already waiting is dropped. */
export function queueQuickTrack(
  storage: KeyValueStorage,
  userId: string,
  entry: QuickTrackRecord & { id: string },
): void {
  writeQueue(storage, [
    ...readQueue(storage).filter((item) => item.entry.id !== entry.id),
    { userId, entry },
  ]);
}

export function unqueueQuickTrack(storage: KeyValueStorage, entryId: string): void {
  writeQueue(
    storage,
    readQueue(storage).filter((item) => item.entry.id !== entryId),
  );
}

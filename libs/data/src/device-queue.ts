import { isNetworkFailure, type KeptOnDevice, type QuickTrackRecord } from '@dreampitch/domain';
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

const CONSENT_PENDING = 'consent_pending';

function field(error: unknown, name: 'code' | 'message'): string {
  if (typeof error !== 'object' || error === null || !(name in error)) return '';
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** Whether a failed save waits on the device (and why), or is a real failure the user must see. */
export function keptOnDeviceReason(error: unknown, online: boolean): KeptOnDevice | null {
  if (field(error, 'code') === CONSENT_PENDING || field(error, 'message') === CONSENT_PENDING)
    return 'consent_pending';
  if (!online || error instanceof TypeError || isNetworkFailure(error)) return 'offline';
  return null;
}

/** Entries stored on the server plus those still on the device (an id in both is stored: the sync got there). */
export function withQueued<T extends { id?: string; date: string }>(stored: T[], queued: T[]): T[] {
  const storedIds = new Set(stored.map((entry) => entry.id));
  const waiting = queued.filter((entry) => !storedIds.has(entry.id));
  if (waiting.length === 0) return stored;
  return [...waiting, ...stored].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * Stores the signed-in player's waiting check-ins one by one, forgetting each once stored; one the server already
 * has (duplicate key: an earlier sync stored it, then stopped) is only forgotten. Resolves how many were new.
 */
export async function syncQueuedQuickTrack(
  storage: KeyValueStorage,
  userId: string,
  store: (entry: QuickTrackRecord & { id: string }) => Promise<unknown>,
): Promise<number> {
  let synced = 0;
  for (const { keptOnDevice: _waited, ...entry } of queuedQuickTrack(storage, userId)) {
    try {
      await store(entry);
      synced += 1;
    } catch (error) {
      if (field(error, 'code') !== '23505') throw error;
    }
    unqueueQuickTrack(storage, entry.id);
  }
  return synced;
}

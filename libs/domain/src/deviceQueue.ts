import { MESSAGES } from './messages';

/**
 * Why a save stayed on the device instead of the account: the server refuses an under-13's training data until a
 * parent consents (token `consent_pending`), or the network is down. Both are waits, not failures: the save syncs
 * later and nothing is lost.
 */
export type KeptOnDevice = 'consent_pending' | 'offline';

export const CONSENT_PENDING_TOKEN = 'consent_pending';

/** supabase-js reports a request that never reached the server with the fetch error's name as message prefix. */
const NETWORK_FAILURE = /^(TypeError|FetchError|AbortError)\b|Failed to fetch|NetworkError|Load failed/;

function field(error: unknown, name: 'code' | 'message'): string {
  if (typeof error !== 'object' || error === null || !(name in error)) return '';
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** Whether a failed save waits on the device (and why), or is a real failure the user must see. */
export function keptOnDeviceReason(error: unknown, online: boolean): KeptOnDevice | null {
  if (field(error, 'code') === CONSENT_PENDING_TOKEN || field(error, 'message') === CONSENT_PENDING_TOKEN)
    return 'consent_pending';
  if (!online || error instanceof TypeError || NETWORK_FAILURE.test(field(error, 'message')))
    return 'offline';
  return null;
}

export function keptOnDeviceMessage(reason: KeptOnDevice): string {
  return reason === 'consent_pending' ? MESSAGES.keptUntilParentSaysYes : MESSAGES.keptUntilOnline;
}

/** Entries stored on the server plus those still on the device (an id in both is stored: the sync got there). */
export function withQueued<T extends { id?: string; date: string }>(stored: T[], queued: T[]): T[] {
  const storedIds = new Set(stored.map((entry) => entry.id));
  const waiting = queued.filter((entry) => !storedIds.has(entry.id));
  if (waiting.length === 0) return stored;
  return [...waiting, ...stored].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

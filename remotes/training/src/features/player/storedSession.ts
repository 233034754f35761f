import type { SessionPlanBlock } from '@dreampitch/domain';
import type { PlayerProgress } from './sessionMachine';

/**
 * What the device keeps of one session while it is played: its plan (so a reload offline can carry on), where the
 * player is, and the minutes of a finish the server has not answered yet.
 */
export interface StoredSession {
  plan: SessionPlanBlock[];
  progress: PlayerProgress | null;
  /** Minutes sent with a finish that has not reached the server yet. */
  finishing?: number;
}

const keyOf = (sessionId: string) => `dreampitch:training-session:${sessionId}`;

/** The kept session, or null (none, unreadable, or storage blocked). */
export function readStoredSession(sessionId: string): StoredSession | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(keyOf(sessionId)) ?? 'null');
    if (typeof value !== 'object' || value === null || !Array.isArray((value as StoredSession).plan))
      return null;
    return value as StoredSession;
  } catch {
    return null;
  }
}

/** Keeps the session on the device; without storage (private mode, full) the player still runs, only unkept. */
export function writeStoredSession(sessionId: string, stored: StoredSession): void {
  try {
    window.localStorage.setItem(keyOf(sessionId), JSON.stringify(stored));
  } catch {
    // Nothing to keep it in: the session goes on in memory.
  }
}

/** Forgets the session once the server has recorded its finish. */
export function forgetStoredSession(sessionId: string): void {
  try {
    window.localStorage.removeItem(keyOf(sessionId));
  } catch {
    // Storage blocked: there is nothing kept to forget.
  }
}

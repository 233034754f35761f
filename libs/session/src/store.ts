import type { AuthUser } from '@dreampitch/data';
import type { AppUser, GameStats } from '@dreampitch/domain';
import { atom, getDefaultStore } from 'jotai';
import type { Toast, ToastKind } from './types';

/**
 * The one store every remote shares: this package is a federation singleton, so module-level atoms in jotai's
 * default store are the same objects in the shell and in every remote.
 */
export const sessionStore = getDefaultStore();

export const authUserAtom = atom<AuthUser | null>(null);
export const userAtom = atom<AppUser | null>(null);
/** Starts true: nothing is known until the session has been restored. */
export const loadingAtom = atom(true);
export const toastsAtom = atom<Toast[]>([]);
export const gameStatsAtom = atom<GameStats | null>(null);

/**
 * Tells the session, before anything renders, that nobody is signed in: the visitor's view of a page, the same
 * HTML the build prerendered (tools/prerender), without a loading state first. The provider still restores and
 * follows the session as usual.
 */
export function knownSignedOut(): void {
  sessionStore.set(loadingAtom, false);
  sessionKnownBeforeStart = true;
}

/**
 * Forgets the session, as a new page load starts with nothing known until a provider restores it: component tests
 * mount one page after another in the same module scope, each test with a player of its own.
 */
export function forgetSession(): void {
  sessionStore.set(authUserAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(gameStatsAtom, null);
  sessionStore.set(loadingAtom, true);
}

/** Whether `knownSignedOut` settled the session before the provider started (the loading state is then skipped). */
export let sessionKnownBeforeStart = false;

/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 5000;

let nextToastId = 1;

export function pushToast(message: string, kind: ToastKind = 'info'): number {
  const id = nextToastId++;
  sessionStore.set(toastsAtom, (toasts) => [...toasts, { id, message, kind }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function dismissToast(id: number): void {
  sessionStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}

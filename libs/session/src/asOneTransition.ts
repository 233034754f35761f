import { startTransition } from 'react';

/**
 * Runs `flow` (sign out, then leave the page) as one React action. Every transition made while it runs renders
 * together once it has finished: the session's changes, those the auth listener makes when the backend reports the
 * sign-out at a moment of its own, and the router's navigation. A route guard therefore never sees the signed-out
 * session on the protected page being left (it would send the visitor to sign in). Settles as `flow` does.
 */
export function asOneTransition(flow: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => startTransition(() => flow().then(resolve, reject)));
}

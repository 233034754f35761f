import { getBackend } from '@dreampitch/data';

/** Puts `email` on the waitlist (the server keeps each address once and answers the same either way). */
export function joinWaitlist(email: string): Promise<void> {
  return getBackend().joinWaitlist(email);
}

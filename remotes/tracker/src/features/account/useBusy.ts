import { useState } from 'react';

/**
 * One action of the account page at a time: `busy` while `run`'s work is under way (its button shows it loading),
 * and what it throws handed to `failed`, which says so.
 */
export function useBusy(): [
  busy: boolean,
  run: (work: () => Promise<void>, failed: (error: unknown) => void | Promise<void>) => Promise<void>,
] {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>, failed: (error: unknown) => void | Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}

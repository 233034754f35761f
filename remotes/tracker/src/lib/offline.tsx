import { keptCopyMessage } from '@dreampitch/domain';
import { useSyncExternalStore } from 'react';

/** The words a form whose save cannot wait on the device says offline (formErrorMessage). */
export { NEEDS_CONNECTION } from '@dreampitch/domain';

/** When each copy on screen was kept (ISO times), one entry per kept query showing one (useKeptLoaded). */
const shown = new Set<{ keptAt: string }>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Counts a copy kept at `keptAt` as on screen; the answer takes it off again. */
export function showCopy(keptAt: string): () => void {
  const copy = { keptAt };
  shown.add(copy);
  changed();
  return () => {
    shown.delete(copy);
    changed();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The oldest copy's time (ISO times sort as text), or null while the page shows only fresh data. */
const oldest = () => [...shown].map((copy) => copy.keptAt).sort()[0] ?? null;

/**
 * The page's one word on the copies it shows: offline, and when the oldest was kept. A polite status, read once when
 * it appears, not an alert (nothing failed); nothing while all is fresh.
 */
export default function KeptCopies() {
  const keptAt = useSyncExternalStore(subscribe, oldest);
  return keptAt === null ? null : (
    <p className="kept-copy-notice" role="status">
      {keptCopyMessage(new Date(keptAt))}
    </p>
  );
}

import { lazy, Suspense, type ComponentType } from 'react';
import { loadKeptCopyWords, useOldestCopyShown } from './useLoaded';

// Words that could not load (a build never opened online on this device) leave the page as it is: its data shows.
const Words = lazy<ComponentType<{ keptAt: string }>>(() =>
  loadKeptCopyWords().catch(() => ({ default: () => null })),
);

/**
 * Says, while the page shows data this device kept (offline, useKeptLoaded), that it is offline and when the oldest
 * of it was kept; nothing while every read is fresh. One per page, for all its kept reads.
 */
export function KeptCopyNotice() {
  const keptAt = useOldestCopyShown();
  return keptAt === null ? null : (
    <Suspense fallback={null}>
      <Words keptAt={keptAt} />
    </Suspense>
  );
}

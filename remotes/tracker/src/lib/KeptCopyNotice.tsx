import { lazy, Suspense } from 'react';
import { offlineChunk } from './useLoaded';

// Code that cannot load (never opened online on this device) leaves the page as it is: its data shows.
const KeptCopies = lazy(async () => (await offlineChunk()) ?? { default: () => null });

/**
 * Says, while the page shows data this device kept (offline, useKeptLoaded), that it is offline and when the oldest
 * of it was kept. One per page, for all its kept reads; its code loads after the page, online too, so the service
 * worker holds it for a visit offline.
 */
export function KeptCopyNotice() {
  return (
    // No fallback: nothing shows while the code loads.
    <Suspense>
      <KeptCopies />
    </Suspense>
  );
}

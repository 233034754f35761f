import { Spinner } from '@dreampitch/ui';
import { createContext, lazy, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { PageSuspense, RemoteErrorBoundary } from './PageBoundaries';
import type { RemoteModule } from '@dreampitch/app-frame/routes';
import { loadRemoteModule, type RemoteRegistry } from './registry';

/** The registry download App started, which every remote page waits for. */
export const RegistryContext = createContext<Promise<RemoteRegistry> | null>(null);

function useRegistry() {
  const registry = use(RegistryContext);
  if (!registry) throw new Error('RemotePage must be rendered inside <App>.');
  return registry;
}

/** One lazy component per remote module and attempt: React caches a failed lazy, so Retry needs a new one. */
const lazyModules = new Map<string, ComponentType<object>>();

function lazyRemoteModule(registry: Promise<RemoteRegistry>, ref: RemoteModule, attempt = 0) {
  const key = `${ref.remote}/${ref.module}/${attempt}`;
  let loaded = lazyModules.get(key);
  if (!loaded) lazyModules.set(key, (loaded = lazy(() => loadRemoteModule(registry, ref, attempt > 0))));
  return loaded;
}

/**
 * Renders one page of a remote. A remote that is down, or throws while rendering, shows a friendly
 * message with Retry in the content area only: the nav, the footer and other routes keep working.
 */
export function RemotePage({ remote, module }: RemoteModule) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  // Cached per key (lazyRemoteModule), so the component's identity is stable across renders.
  const Page = lazyRemoteModule(useRegistry(), { remote, module }, attempt);
  return (
    <RemoteErrorBoundary key={`${remote}/${module}/${attempt}`} remote={remote} onRetry={retry}>
      <PageSuspense>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per key, see above */}
        <Page />
      </PageSuspense>
    </RemoteErrorBoundary>
  );
}

/**
 * What fills a slot (@dreampitch/session Slot) with one module of a remote, given the props of the page it sits in.
 * Unlike RemotePage it is not the page: a failure shows the page's fallback, and loading a small spinner in place.
 */
export function remoteSection(section: RemoteModule) {
  return function RemoteSection({ fallback, ...props }: { fallback: ReactNode }) {
    const Section = lazyRemoteModule(useRegistry(), section);
    return (
      <RemoteErrorBoundary remote={section.remote} fallback={fallback}>
        <Suspense fallback={<Spinner label="Loading" />}>
          <Section {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  };
}

import { loadRemote } from '@module-federation/enhanced/runtime';
import { Spinner } from '@dreampitch/ui';
import { Component, lazy, Suspense, use, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { containerName, loadRemoteRegistry, registerRemoteRegistry, type RemoteName } from './registry';
import { RegistryContext } from './RegistryContext';

interface RemotePageProps {
  remote: RemoteName;
  module: string;
}

function useRegistry() {
  const registry = use(RegistryContext);
  if (!registry) throw new Error('RemotePage must be rendered inside <App>.');
  return registry;
}

async function importRemotePage(remote: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default?: ComponentType }>(`${containerName(remote)}/${module}`);
  if (!loaded?.default) throw new Error(`${remote} did not provide ${module}.`);
  return { default: loaded.default };
}

/**
 * Renders one page of a remote. A remote that is down, or throws while rendering, shows a friendly
 * message with Retry in the content area only: the nav, the footer and other routes keep working.
 */
export function RemotePage({ remote, module }: RemotePageProps) {
  const registryPromise = useRegistry();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        if (attempt === 0) {
          await registryPromise;
          return importRemotePage(remote, module);
        }
        // A retry must drop the runtime's cached (failed) container as well as React's lazy cache,
        // and fetch the registry again if that was what failed.
        const registry = await registryPromise.catch(() => loadRemoteRegistry());
        registerRemoteRegistry(registry, { only: [remote], force: true });
        return importRemotePage(remote, module);
      }),
    [registryPromise, remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}/${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export function PageSpinner() {
  return (
    <div className="shell-page-spinner">
      <Spinner label="Loading page" />
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[shell] the ${this.props.remote} remote failed:`, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const registryBroken = this.state.error.name === 'RegistryError';
    return (
      <section className="shell-remote-error dp-container" role="alert" aria-labelledby="remote-error-title">
        <h1 id="remote-error-title">This part of DreamPitch is taking a break</h1>
        <p>
          {registryBroken
            ? `We couldn't find where this page lives (${this.state.error.message}). Please try again in a moment.`
            : "We couldn't load this page right now. Check your connection, then try again. The rest of the site still works."}
        </p>
        <button type="button" className="shell-button" onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}

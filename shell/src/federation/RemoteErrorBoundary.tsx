import { Component, type ReactNode } from 'react';
import { announcePageReady } from '@dreampitch/app-frame/routes';
import type { RemoteName } from './registry';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Contains a remote that fails to load or throws while rendering; logs the failure once. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[shell] the ${this.props.remote} remote failed:`, error);
    // The message and its Retry are now the page, live: a prerendered page's script holds presses until the page
    // says so (tools/prerender/html.ts), and the failed page never will, so Retry would be held for good.
    announcePageReady();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const registryBroken = this.state.error.name === 'RegistryError';
    return (
      <section className="shell-remote-error dp-container" role="alert" aria-labelledby="remote-error-title">
        <h1 id="remote-error-title">This part of DreamPitch is taking a break</h1>
        {/* What failed, in the code's words, is for the console (logged above), never for the page. */}
        <p>
          {registryBroken
            ? "We couldn't find where this page lives. Please try again in a moment."
            : "We couldn't load this page right now. Check your connection, then try again. The rest of the site still works."}
        </p>
        <button type="button" className="shell-button" onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}

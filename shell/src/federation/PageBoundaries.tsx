import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { announcePageReady, type RemoteName } from '@dreampitch/app-frame/routes';
import { PlainSkeleton } from '../layout/PageSkeleton';

/** A page, shown once its code is there; its effects then tell the page's HTML that it is live. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PlainSkeleton label="Loading page" />}>
      {children}
      <PageReady />
    </Suspense>
  );
}

/** Rendered after the page, so its effect runs once the page is live (hydrated or rendered). */
function PageReady() {
  useEffect(announcePageReady, []);
  return null;
}

/** A remote's page shows the message with Retry; a section of another page shows that page's own version of it. */
type BoundaryProps = { remote: RemoteName; children: ReactNode } & (
  { onRetry: () => void } | { fallback: ReactNode }
);

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
    if ('onRetry' in this.props) announcePageReady();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if ('fallback' in this.props) return this.props.fallback;
    return (
      <section className="shell-remote-error dp-container" role="alert" aria-labelledby="remote-error-title">
        <h1 id="remote-error-title">This part of DreamPitch is taking a break</h1>
        {/* What failed, in the code's words, is for the console (logged above), never for the page. */}
        <p>
          {this.state.error.name === 'RegistryError'
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

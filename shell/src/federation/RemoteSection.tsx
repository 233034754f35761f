import { Spinner } from '@dreampitch/ui';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from './registry';
import { lazyRemotePage, useRegistry } from './RemotePage';

interface RemoteSectionProps {
  remote: RemoteName;
  module: string;
  /** What the page shows instead if the remote cannot load or throws: its own plain version of the section. */
  fallback: ReactNode;
  /** The props the section's module takes from the page it sits in. */
  props?: object;
}

class SectionBoundary extends Component<
  { remote: RemoteName; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`[shell] a ${this.props.remote} section failed:`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * One module of a remote inside another remote's page (a slot, see @dreampitch/session Slot). Unlike RemotePage it
 * is not the page: a failure shows the page's fallback, and loading shows a small spinner in place.
 */
export function RemoteSection({ remote, module, fallback, props = {} }: RemoteSectionProps) {
  // Cached per key (lazyRemotePage), so its identity is stable across renders. The module's props are the slot's
  // contract (@dreampitch/session SlotProps), not known to the loader.
  const Section = lazyRemotePage(useRegistry(), remote, module, 0) as unknown as ComponentType<object>;
  return (
    <SectionBoundary remote={remote} fallback={fallback}>
      <Suspense fallback={<Spinner label="Loading" />}>
        <Section {...props} />
      </Suspense>
    </SectionBoundary>
  );
}

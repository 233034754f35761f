import {
  DASHBOARD_SETTINGS_LABEL,
  DASHBOARD_SUBTITLE,
  dashboardGreeting,
  selectedPlanFromState,
} from '@dreampitch/domain';
import { Button, Icon, PageHeader } from '@dreampitch/ui';
import { useLocation } from '@dreampitch/ui/router';
import { UpgradeHero, upgradePageClassName } from '@dreampitch/ui/upgrade-hero';
import { FRAME_PENDING_CLASS } from '@dreampitch/app-frame/routes';
import { metadataText, storedUser } from '@dreampitch/data/device-session';
import type { ReactNode } from 'react';
import type { Frame, Skeleton } from './PageSkeleton';
import { skeletonInFrame } from './skeletonInFrame';

/**
 * The first name of the session supabase-js stored on this device ('' when it has none), or null when none is stored
 * (or storage cannot be read): the visitor is then on the way to the sign-in page. Read before supabase-js or the
 * profile are loaded; only the page's frame uses it, to show what the page will show once the session is restored.
 * The route guard still decides from the restored session.
 */
export function storedFirstName(storage: Storage | undefined = globalThis.localStorage): string | null {
  const user = storedUser(storage);
  return user ? metadataText(user, 'first_name') : null;
}

/**
 * The dashboard's frame: the greeting of the player whose session is stored on this device, which the page shows once the
 * session is restored. Unseen (in its place) while no session is known: the HTML's own script greets from the same
 * storage before the first paint (shell/src/firstPaint/greetStoredPlayer.ts), and a visitor without one goes to the sign-in page.
 */
function DashboardFrame({ children }: { children: ReactNode }) {
  const firstName = storedFirstName();
  return (
    <div className="dp-container tracker-page tracker-dashboard">
      <PageHeader
        className={firstName === null ? FRAME_PENDING_CLASS : undefined}
        title={dashboardGreeting(firstName ?? '')}
        subtitle={DASHBOARD_SUBTITLE}
        actions={
          // Not usable until the page takes over (a press here would open nothing): said to assistive technology,
          // and automated clicks wait for the page's own button. No visual change: the page's button replaces it.
          <Button variant="secondary" icon={<Icon name="bell" />} aria-expanded={false} aria-disabled="true">
            {DASHBOARD_SETTINGS_LABEL}
          </Button>
        }
      />
      {children}
    </div>
  );
}

/** The upgrade page's frame: the hero of the plan the visitor chose on the page before (Pro unless told). */
function SubscriptionFrame({ children }: { children: ReactNode }) {
  const plan = selectedPlanFromState(useLocation().state);
  return (
    <div className={upgradePageClassName(plan)}>
      <UpgradeHero plan={plan} />
      {children}
    </div>
  );
}

/**
 * The frames that need more than a title and a line (first paint `filled-header`), keyed by path: the
 * page's container (its classes place the header where the page puts it) and header, the page's own copy. A chunk of
 * its own, loaded by usePageSkeleton only on those two routes: the first load of every other page, `/` and the titled
 * framed routes (titledFrames.tsx) among them, carries neither this copy nor this code.
 */
export const PAGE_FRAMES: Record<string, Frame> = {
  '/app/dashboard': DashboardFrame,
  '/app/subscription': SubscriptionFrame,
};

/**
 * The skeleton of the dashboard or the upgrade page in its frame (skeletonInFrame); undefined for any other route.
 */
export function framedSkeleton(path: string, title: string): Skeleton | undefined {
  const PageFrame = PAGE_FRAMES[path];
  return PageFrame && skeletonInFrame(PageFrame, title);
}

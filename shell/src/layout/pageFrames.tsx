import {
  ACCOUNT_SUBTITLE,
  DASHBOARD_SETTINGS_LABEL,
  DASHBOARD_SUBTITLE,
  DATA_EXPORT_SUBTITLE,
  dashboardGreeting,
  GOAL_TEMPLATES_SUBTITLE,
  INSIGHTS_SUBTITLE,
  MINDSET_SUBTITLE,
  selectedPlanFromState,
  SUPPORT_SUBTITLE,
} from '@dreampitch/domain';
import { Button, PageHeader } from '@dreampitch/ui';
import { useLocation } from '@dreampitch/ui/router';
import { UpgradeHero, upgradePageClassName } from '@dreampitch/ui/upgrade-hero';
import type { ReactNode } from 'react';
import type { Skeleton } from './PageSkeleton';
import { FRAME_PENDING_CLASS, storedFirstName } from './storedSession';

/** A framed route's page as it starts: its container and header as the page renders them, around `children`. */
type Frame = (props: { title: string; children: ReactNode }) => ReactNode;

/** A page whose header is its title and a line under it, in a container with the page's own `classes`. */
const titledPage =
  (classes: string, subtitle: string): Frame =>
  ({ title, children }) => (
    <div className={`dp-container ${classes}`}>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </div>
  );

/**
 * The dashboard's frame: the greeting of the player whose session is stored on this device, which the page shows once the
 * session is restored. Unseen (in its place) while no session is known: the HTML's own script greets from the same
 * storage before the first paint (storedSession.ts), and a visitor without one goes to the sign-in page.
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
          <Button variant="secondary" icon="🔔" aria-expanded={false}>
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
 * The frame of each framed route (framedPaths.ts), keyed by its path: the page's container (its classes
 * place the header where the page puts it) and header, the page's own copy. A chunk of its own, loaded by
 * usePageSkeleton only on those routes: the first load of every other page, `/` among them, carries neither this
 * copy nor this code.
 */
export const PAGE_FRAMES: Record<string, Frame> = {
  '/app/dashboard': DashboardFrame,
  '/app/account': titledPage('tracker-page tracker-account', ACCOUNT_SUBTITLE),
  '/app/insights': titledPage('tracker-page pro-page', INSIGHTS_SUBTITLE),
  '/app/mindset': titledPage('tracker-page pro-page', MINDSET_SUBTITLE),
  '/app/export': titledPage('tracker-page pro-page', DATA_EXPORT_SUBTITLE),
  '/app/goal-templates': titledPage('templates-page', GOAL_TEMPLATES_SUBTITLE),
  '/app/support': titledPage('support-page', SUPPORT_SUBTITLE),
  '/app/subscription': SubscriptionFrame,
};

/**
 * A framed route's skeleton: the page's own header in the page's container, over the skeleton's cards; undefined for a
 * route without a frame. Its HTML is built with it (tools/prerender), and the route guard and the loading page show
 * it until the page, with the same header in the same place, replaces it.
 */
export function framedSkeleton(path: string, title: string): Skeleton | undefined {
  const PageFrame = PAGE_FRAMES[path];
  if (!PageFrame) return undefined;
  return (label) => (
    <PageFrame title={title}>
      <div className="shell-skeleton" role="status">
        <span className="visually-hidden">{label}</span>
        {[1, 2, 3].map((card) => (
          <div key={card} className="shell-skeleton__card" aria-hidden="true" />
        ))}
      </div>
    </PageFrame>
  );
}

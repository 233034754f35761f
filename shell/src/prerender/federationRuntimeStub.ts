/**
 * Stands in for `@module-federation/enhanced/runtime` in the build-time render: the remote pages that are
 * prerendered come from their source, so the HTML is what the deployed remote renders. The pages of framed routes are
 * here for their CSS: the frame's container classes are the page's, placed by the page's rules. The build fails when
 * a page it writes HTML for is missing here (BUILT_REMOTE_MODULES).
 */
// Bundled only into the build-time render (tools/prerender), never the browser's: it renders the remotes' pages from
// source, as each remote's own build does.
/* eslint-disable no-restricted-imports */
import * as PlansPage from '../../../remotes/billing/src/pages/PlansPage';
import * as SubscriptionPage from '../../../remotes/billing/src/pages/SubscriptionPage';
import * as SupportPage from '../../../remotes/billing/src/pages/SupportPage';
import * as ComingSoonGamePage from '../../../remotes/games/src/pages/ComingSoonGamePage';
import * as DecisionDrillPage from '../../../remotes/games/src/pages/DecisionDrillPage';
import * as GameHubPage from '../../../remotes/games/src/pages/GameHubPage';
import * as GoalTemplatesPage from '../../../remotes/goals-wizard/src/pages/GoalTemplatesPage';
import * as GoalWizardPage from '../../../remotes/goals-wizard/src/pages/GoalWizardPage';
import * as PlayerSelectionPage from '../../../remotes/goals-wizard/src/pages/PlayerSelectionPage';
import * as PrivacyPage from '../../../remotes/legal/src/pages/PrivacyPage';
import * as TermsPage from '../../../remotes/legal/src/pages/TermsPage';
import * as FeaturesPage from '../../../remotes/marketing/src/pages/FeaturesPage';
import * as HomePage from '../../../remotes/marketing/src/pages/HomePage';
import * as LandingPage from '../../../remotes/marketing/src/pages/LandingPage';
import * as AccountPage from '../../../remotes/tracker/src/pages/AccountPage';
import * as DashboardPage from '../../../remotes/tracker/src/pages/DashboardPage';
import * as DataExportPage from '../../../remotes/tracker/src/pages/DataExportPage';
import * as GoalTrackerPage from '../../../remotes/tracker/src/pages/GoalTrackerPage';
import * as InsightsPage from '../../../remotes/tracker/src/pages/InsightsPage';
import * as MindsetPage from '../../../remotes/tracker/src/pages/MindsetPage';
import * as ParentDashboardPage from '../../../remotes/tracker/src/pages/ParentDashboardPage';
import * as DrillLibraryPage from '../../../remotes/training/src/pages/DrillLibraryPage';
import * as DrillPage from '../../../remotes/training/src/pages/DrillPage';
/* eslint-enable no-restricted-imports */
import { containerName, type RemoteName } from '@dreampitch/app-frame/routes';
import { BUILT_REMOTE_MODULES } from '@dreampitch/app-frame/routes/built';

/** `remote`'s pages by the ids `loadRemote` is given: `games/GameHubPage`. */
const of = (remote: RemoteName, pages: Record<string, unknown>) =>
  Object.entries(pages).map(([module, page]) => [`${containerName(remote)}/${module}`, page]);

const MODULES: Readonly<Record<string, unknown>> = Object.fromEntries([
  ...of('marketing', { LandingPage, HomePage, FeaturesPage }),
  ...of('billing', { PlansPage, SubscriptionPage, SupportPage }),
  ...of('games', { GameHubPage, DecisionDrillPage, ComingSoonGamePage }),
  ...of('goals-wizard', { PlayerSelectionPage, GoalWizardPage, GoalTemplatesPage }),
  ...of('tracker', {
    GoalTrackerPage,
    DashboardPage,
    AccountPage,
    InsightsPage,
    MindsetPage,
    DataExportPage,
    ParentDashboardPage,
  }),
  ...of('legal', { PrivacyPage, TermsPage }),
  ...of('training', { DrillLibraryPage, DrillPage }),
]);

const missing = BUILT_REMOTE_MODULES.filter((id) => !(id in MODULES));
if (missing.length > 0) throw new Error(`${missing.join(', ')}: not in federationRuntimeStub.ts.`);

export function loadRemote<T>(id: string): Promise<T> {
  const loaded = MODULES[id];
  if (!loaded) return Promise.reject(new Error(`${id} is not available to the prerender.`));
  return Promise.resolve(loaded as T);
}

export function registerRemotes(): void {}

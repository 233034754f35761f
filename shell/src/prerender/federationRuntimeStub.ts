/**
 * Stands in for `@module-federation/enhanced/runtime` in the build-time render: the remote pages that are
 * prerendered come from their source, so the HTML is what the deployed remote renders (entry.tsx lists the
 * routes; it refuses to render one whose page is missing here). The pages of framed signed-in routes are here for
 * their CSS: the frame's container classes are the page's, placed by the page's rules.
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

export const PRERENDERED_REMOTE_MODULES: Record<string, unknown> = {
  'marketing/LandingPage': LandingPage,
  'marketing/HomePage': HomePage,
  'marketing/FeaturesPage': FeaturesPage,
  'billing/PlansPage': PlansPage,
  'billing/SubscriptionPage': SubscriptionPage,
  'billing/SupportPage': SupportPage,
  'games/GameHubPage': GameHubPage,
  'games/DecisionDrillPage': DecisionDrillPage,
  'games/ComingSoonGamePage': ComingSoonGamePage,
  'goals_wizard/PlayerSelectionPage': PlayerSelectionPage,
  'goals_wizard/GoalWizardPage': GoalWizardPage,
  'goals_wizard/GoalTemplatesPage': GoalTemplatesPage,
  'tracker/GoalTrackerPage': GoalTrackerPage,
  'tracker/DashboardPage': DashboardPage,
  'tracker/AccountPage': AccountPage,
  'tracker/InsightsPage': InsightsPage,
  'tracker/MindsetPage': MindsetPage,
  'tracker/DataExportPage': DataExportPage,
  'tracker/ParentDashboardPage': ParentDashboardPage,
  'legal/PrivacyPage': PrivacyPage,
  'legal/TermsPage': TermsPage,
  'training/DrillLibraryPage': DrillLibraryPage,
  'training/DrillPage': DrillPage,
};

export function loadRemote<T>(id: string): Promise<T> {
  const loaded = PRERENDERED_REMOTE_MODULES[id];
  if (!loaded) return Promise.reject(new Error(`${id} is not available to the prerender.`));
  return Promise.resolve(loaded as T);
}

export function registerRemotes(): void {}

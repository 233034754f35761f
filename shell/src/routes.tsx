import { PAGE_TITLES } from '@dreampitch/domain';
import { lazy, type ComponentType } from 'react';
import type { RemoteName } from './federation/registry';

/** Who may open a route: anyone, a signed-in user, or a signed-in user on a paid tier (spec §2 'Route guard'). */
export type Access = 'public' | 'signed-in' | 'subscribed';

interface RouteBase {
  path: string;
  access: Access;
  /** 'bare' pages (the landing page) bring their own header and footer. */
  layout: 'app' | 'bare';
  /** The page's name in the browser tab and history ("Goal Tracker · DreamPitch"). */
  title: string;
}
export type RouteEntry =
  (RouteBase & { remote: RemoteName; module: string }) | (RouteBase & { page: ComponentType });

// Shell pages load with their route, like remote pages: the first load of any other page does not carry them. The
// chunk is named `page-<last path segment>` so the byte budgets (tools/bench) can find each route's page.
const AuthPage = lazy(() =>
  import(/* webpackChunkName: "page-auth" */ './auth/AuthPage').then(({ AuthPage: page }) => ({
    default: page,
  })),
);

const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-reset-password" */ './auth/ResetPasswordPage').then(
    ({ ResetPasswordPage: page }) => ({ default: page }),
  ),
);

const ConfirmEmailPage = lazy(() =>
  import(/* webpackChunkName: "page-confirm-email" */ './auth/ConfirmEmailPage').then(
    ({ ConfirmEmailPage: page }) => ({ default: page }),
  ),
);

/** The whole route table of spec §2: path -> owning remote module -> guard requirement. */
export const ROUTES: RouteEntry[] = [
  {
    path: '/',
    title: PAGE_TITLES.landing,
    remote: 'marketing',
    module: 'LandingPage',
    access: 'public',
    layout: 'bare',
  },
  {
    path: '/app',
    title: PAGE_TITLES.home,
    remote: 'marketing',
    module: 'HomePage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/features',
    title: PAGE_TITLES.features,
    remote: 'marketing',
    module: 'FeaturesPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/player-selection',
    title: PAGE_TITLES.playerSelection,
    remote: 'goals-wizard',
    module: 'PlayerSelectionPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/goal-creation',
    title: PAGE_TITLES.goalCreation,
    remote: 'goals-wizard',
    module: 'GoalWizardPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/goal-tracker',
    title: PAGE_TITLES.goalTracker,
    remote: 'tracker',
    module: 'GoalTrackerPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/dashboard',
    title: PAGE_TITLES.dashboard,
    remote: 'tracker',
    module: 'DashboardPage',
    access: 'subscribed',
    layout: 'app',
  },
  {
    path: '/app/family',
    title: PAGE_TITLES.family,
    remote: 'tracker',
    module: 'ParentDashboardPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/account',
    title: PAGE_TITLES.account,
    remote: 'tracker',
    module: 'AccountPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/insights',
    title: PAGE_TITLES.insights,
    remote: 'tracker',
    module: 'InsightsPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/mindset',
    title: PAGE_TITLES.mindset,
    remote: 'tracker',
    module: 'MindsetPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/export',
    title: PAGE_TITLES.dataExport,
    remote: 'tracker',
    module: 'DataExportPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/goal-templates',
    title: PAGE_TITLES.goalTemplates,
    remote: 'goals-wizard',
    module: 'GoalTemplatesPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/support',
    title: PAGE_TITLES.support,
    remote: 'billing',
    module: 'SupportPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/games',
    title: PAGE_TITLES.games,
    remote: 'games',
    module: 'GameHubPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/games/decision-drill',
    title: PAGE_TITLES.decisionDrill,
    remote: 'games',
    module: 'DecisionDrillPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/games/reaction-time',
    title: PAGE_TITLES.reactionTime,
    remote: 'games',
    module: 'ComingSoonGamePage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/games/skill-challenge',
    title: PAGE_TITLES.skillChallenge,
    remote: 'games',
    module: 'ComingSoonGamePage',
    access: 'public',
    layout: 'app',
  },
  { path: '/app/auth', title: PAGE_TITLES.auth, page: AuthPage, access: 'public', layout: 'app' },
  {
    path: '/app/confirm-email',
    title: PAGE_TITLES.confirmEmail,
    page: ConfirmEmailPage,
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/reset-password',
    title: PAGE_TITLES.resetPassword,
    page: ResetPasswordPage,
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/plans',
    title: PAGE_TITLES.plans,
    remote: 'billing',
    module: 'PlansPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/subscription',
    title: PAGE_TITLES.subscription,
    remote: 'billing',
    module: 'SubscriptionPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/training',
    title: PAGE_TITLES.training,
    remote: 'training',
    module: 'DrillLibraryPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/training/drills/:slug',
    title: PAGE_TITLES.trainingDrill,
    remote: 'training',
    module: 'DrillPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/training/session/:id',
    title: PAGE_TITLES.trainingSession,
    remote: 'training',
    module: 'SessionPlayerPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/privacy',
    title: PAGE_TITLES.privacy,
    remote: 'legal',
    module: 'PrivacyPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/terms',
    title: PAGE_TITLES.terms,
    remote: 'legal',
    module: 'TermsPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/privacy',
    title: PAGE_TITLES.privacy,
    remote: 'legal',
    module: 'PrivacyPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/terms',
    title: PAGE_TITLES.terms,
    remote: 'legal',
    module: 'TermsPage',
    access: 'public',
    layout: 'app',
  },
];

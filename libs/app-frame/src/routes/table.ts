import { PAGE_TITLES } from '@dreampitch/domain';
import type { Access, FirstPaint, RouteDeclaration } from './declaration';

type Page = Pick<RouteDeclaration, 'path' | 'owner' | 'module' | 'title'>;

/** A public page: prerendered by the build, in the app's layout unless `more` says otherwise. */
const publicPage = (
  path: string,
  owner: Page['owner'],
  module: string,
  title: string,
  more: Partial<RouteDeclaration> = {},
): RouteDeclaration => ({
  path,
  owner,
  module,
  title,
  access: 'public',
  layout: 'app',
  firstPaint: 'prerendered',
  ...more,
});

/** A page for signed-in users (or subscribed ones), in the app's layout. */
const signedInPage = (
  path: string,
  owner: Page['owner'],
  module: string,
  title: string,
  firstPaint: FirstPaint,
  access: Access = 'signed-in',
): RouteDeclaration => ({ path, owner, module, title, access, layout: 'app', firstPaint });

/**
 * The whole route table of spec §2, the one declaration of every route: who owns its page, who may open it, its title
 * and its first paint (declaration.ts). The shell maps each entry to its page (shell/src/routes.tsx); the build's
 * prerender, the byte budgets, the bench, the e2e journeys and the README's table read it from here.
 */
export const ROUTES: readonly RouteDeclaration[] = [
  publicPage('/', 'marketing', 'LandingPage', PAGE_TITLES.landing, { layout: 'bare' }),
  publicPage('/app', 'marketing', 'HomePage', PAGE_TITLES.home),
  publicPage('/app/features', 'marketing', 'FeaturesPage', PAGE_TITLES.features),
  publicPage('/app/player-selection', 'goals-wizard', 'PlayerSelectionPage', PAGE_TITLES.playerSelection),
  publicPage('/app/goal-creation', 'goals-wizard', 'GoalWizardPage', PAGE_TITLES.goalCreation),
  publicPage('/app/goal-tracker', 'tracker', 'GoalTrackerPage', PAGE_TITLES.goalTracker),
  signedInPage(
    '/app/dashboard',
    'tracker',
    'DashboardPage',
    PAGE_TITLES.dashboard,
    'filled-header',
    'subscribed',
  ),
  signedInPage('/app/family', 'tracker', 'ParentDashboardPage', PAGE_TITLES.family, 'filled-details'),
  signedInPage('/app/account', 'tracker', 'AccountPage', PAGE_TITLES.account, 'filled-details'),
  signedInPage('/app/insights', 'tracker', 'InsightsPage', PAGE_TITLES.insights, 'header'),
  signedInPage('/app/mindset', 'tracker', 'MindsetPage', PAGE_TITLES.mindset, 'header'),
  signedInPage('/app/export', 'tracker', 'DataExportPage', PAGE_TITLES.dataExport, 'header'),
  signedInPage(
    '/app/goal-templates',
    'goals-wizard',
    'GoalTemplatesPage',
    PAGE_TITLES.goalTemplates,
    'header',
  ),
  signedInPage('/app/support', 'billing', 'SupportPage', PAGE_TITLES.support, 'header'),
  publicPage('/app/games', 'games', 'GameHubPage', PAGE_TITLES.games),
  publicPage('/app/games/decision-drill', 'games', 'DecisionDrillPage', PAGE_TITLES.decisionDrill),
  publicPage('/app/games/reaction-time', 'games', 'ComingSoonGamePage', PAGE_TITLES.reactionTime),
  publicPage('/app/games/skill-challenge', 'games', 'ComingSoonGamePage', PAGE_TITLES.skillChallenge),
  publicPage('/app/auth', 'shell', 'AuthPage', PAGE_TITLES.auth),
  publicPage('/app/confirm-email', 'shell', 'ConfirmEmailPage', PAGE_TITLES.confirmEmail, { anyQuery: true }),
  publicPage('/app/reset-password', 'shell', 'ResetPasswordPage', PAGE_TITLES.resetPassword, {
    anyQuery: true,
  }),
  publicPage('/app/plans', 'billing', 'PlansPage', PAGE_TITLES.plans),
  signedInPage('/app/subscription', 'billing', 'SubscriptionPage', PAGE_TITLES.subscription, 'filled-header'),
  publicPage('/app/training', 'training', 'DrillLibraryPage', PAGE_TITLES.training),
  publicPage('/app/training/drills/:slug', 'training', 'DrillPage', PAGE_TITLES.trainingDrill),
  signedInPage(
    '/app/training/session/:id',
    'training',
    'SessionPlayerPage',
    PAGE_TITLES.trainingSession,
    'skeleton',
  ),
  publicPage('/app/privacy', 'legal', 'PrivacyPage', PAGE_TITLES.privacy),
  publicPage('/app/terms', 'legal', 'TermsPage', PAGE_TITLES.terms),
  publicPage('/privacy', 'legal', 'PrivacyPage', PAGE_TITLES.privacy),
  publicPage('/terms', 'legal', 'TermsPage', PAGE_TITLES.terms),
];

import { PAGE_TITLES } from '@dreampitch/domain';
import type { FirstPaint, RouteDeclaration } from './declaration';

/** A route in the app's layout, public when prerendered and for signed-in users otherwise, unless `more` says. */
function route(
  path: string,
  owner: RouteDeclaration['owner'],
  module: string,
  title: keyof typeof PAGE_TITLES,
  firstPaint: FirstPaint,
  more: Partial<RouteDeclaration> = {},
): RouteDeclaration {
  const access = firstPaint === 'prerendered' ? 'public' : 'signed-in';
  return { path, owner, module, title: PAGE_TITLES[title], access, layout: 'app', firstPaint, ...more };
}

/**
 * The whole route table of spec §2, the one declaration of every route: who owns its page, who may open it, its title
 * and its first paint (declaration.ts). The shell maps each entry to its page (shell/src/routes.tsx); the build's
 * prerender, the byte budgets, the bench, the e2e journeys and the README's table read it from here.
 */
export const ROUTES: readonly RouteDeclaration[] = [
  route('/', 'marketing', 'LandingPage', 'landing', 'prerendered', { layout: 'bare' }),
  route('/app', 'marketing', 'HomePage', 'home', 'prerendered'),
  route('/app/features', 'marketing', 'FeaturesPage', 'features', 'prerendered'),
  route('/app/player-selection', 'goals-wizard', 'PlayerSelectionPage', 'playerSelection', 'prerendered'),
  route('/app/goal-creation', 'goals-wizard', 'GoalWizardPage', 'goalCreation', 'prerendered'),
  route('/app/goal-tracker', 'tracker', 'GoalTrackerPage', 'goalTracker', 'prerendered'),
  route('/app/dashboard', 'tracker', 'DashboardPage', 'dashboard', 'framed', { access: 'subscribed' }),
  route('/app/family', 'tracker', 'ParentDashboardPage', 'family', 'framed'),
  route('/app/account', 'tracker', 'AccountPage', 'account', 'framed'),
  route('/app/insights', 'tracker', 'InsightsPage', 'insights', 'framed'),
  route('/app/mindset', 'tracker', 'MindsetPage', 'mindset', 'framed'),
  route('/app/export', 'tracker', 'DataExportPage', 'dataExport', 'framed'),
  route('/app/goal-templates', 'goals-wizard', 'GoalTemplatesPage', 'goalTemplates', 'framed'),
  route('/app/support', 'billing', 'SupportPage', 'support', 'framed'),
  route('/app/games', 'games', 'GameHubPage', 'games', 'prerendered'),
  route('/app/games/decision-drill', 'games', 'DecisionDrillPage', 'decisionDrill', 'prerendered'),
  route('/app/games/reaction-time', 'games', 'ComingSoonGamePage', 'reactionTime', 'prerendered'),
  route('/app/games/skill-challenge', 'games', 'ComingSoonGamePage', 'skillChallenge', 'prerendered'),
  route('/app/auth', 'shell', 'AuthPage', 'auth', 'prerendered'),
  route('/app/confirm-email', 'shell', 'ConfirmEmailPage', 'confirmEmail', 'prerendered', { anyQuery: true }),
  route('/app/reset-password', 'shell', 'ResetPasswordPage', 'resetPassword', 'prerendered', {
    anyQuery: true,
  }),
  route('/app/plans', 'billing', 'PlansPage', 'plans', 'prerendered'),
  route('/app/subscription', 'billing', 'SubscriptionPage', 'subscription', 'framed'),
  route('/app/training', 'training', 'DrillLibraryPage', 'training', 'prerendered'),
  route('/app/training/drills/:slug', 'training', 'DrillPage', 'trainingDrill', 'prerendered'),
  route('/app/training/session/:id', 'training', 'SessionPlayerPage', 'trainingSession', 'skeleton'),
  route('/app/privacy', 'legal', 'PrivacyPage', 'privacy', 'prerendered'),
  route('/app/terms', 'legal', 'TermsPage', 'terms', 'prerendered'),
  route('/privacy', 'legal', 'PrivacyPage', 'privacy', 'prerendered'),
  route('/terms', 'legal', 'TermsPage', 'terms', 'prerendered'),
];

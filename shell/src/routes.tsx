import type { ComponentType } from 'react';
import { AuthPage } from './auth/AuthPage';
import type { RemoteName } from './federation/registry';

/** Who may open a route: anyone, a signed-in user, or a signed-in user on a paid tier (spec §2 'Route guard'). */
export type Access = 'public' | 'signed-in' | 'subscribed';

interface RouteBase {
  path: string;
  access: Access;
  /** 'bare' pages (the landing page) bring their own header and footer. */
  layout: 'app' | 'bare';
}
export type RouteEntry =
  (RouteBase & { remote: RemoteName; module: string }) | (RouteBase & { page: ComponentType });

/** The whole route table of spec §2: path -> owning remote module -> guard requirement. */
export const ROUTES: RouteEntry[] = [
  { path: '/', remote: 'marketing', module: 'LandingPage', access: 'public', layout: 'bare' },
  { path: '/app', remote: 'marketing', module: 'HomePage', access: 'public', layout: 'app' },
  { path: '/app/features', remote: 'marketing', module: 'FeaturesPage', access: 'public', layout: 'app' },
  {
    path: '/app/player-selection',
    remote: 'goals-wizard',
    module: 'PlayerSelectionPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/goal-creation',
    remote: 'goals-wizard',
    module: 'GoalWizardPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/goal-tracker',
    remote: 'tracker',
    module: 'GoalTrackerPage',
    access: 'public',
    layout: 'app',
  },
  { path: '/app/dashboard', remote: 'tracker', module: 'DashboardPage', access: 'subscribed', layout: 'app' },
  {
    path: '/app/family',
    remote: 'tracker',
    module: 'ParentDashboardPage',
    access: 'signed-in',
    layout: 'app',
  },
  {
    path: '/app/account',
    remote: 'tracker',
    module: 'AccountPage',
    access: 'signed-in',
    layout: 'app',
  },
  { path: '/app/games', remote: 'games', module: 'GameHubPage', access: 'public', layout: 'app' },
  {
    path: '/app/games/decision-drill',
    remote: 'games',
    module: 'DecisionDrillPage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/games/reaction-time',
    remote: 'games',
    module: 'ComingSoonGamePage',
    access: 'public',
    layout: 'app',
  },
  {
    path: '/app/games/skill-challenge',
    remote: 'games',
    module: 'ComingSoonGamePage',
    access: 'public',
    layout: 'app',
  },
  { path: '/app/auth', page: AuthPage, access: 'public', layout: 'app' },
  { path: '/app/plans', remote: 'billing', module: 'PlansPage', access: 'public', layout: 'app' },
  {
    path: '/app/subscription',
    remote: 'billing',
    module: 'SubscriptionPage',
    access: 'signed-in',
    layout: 'app',
  },
  { path: '/app/privacy', remote: 'legal', module: 'PrivacyPage', access: 'public', layout: 'app' },
  { path: '/app/terms', remote: 'legal', module: 'TermsPage', access: 'public', layout: 'app' },
  { path: '/privacy', remote: 'legal', module: 'PrivacyPage', access: 'public', layout: 'app' },
  { path: '/terms', remote: 'legal', module: 'TermsPage', access: 'public', layout: 'app' },
];

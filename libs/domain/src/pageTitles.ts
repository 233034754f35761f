import { LABELS } from './messages';

export const SITE_NAME = 'DreamPitch';

/**
 * The name of every page, as the browser tab, history and screen readers announce it. The shell's route table and
 * each remote's standalone harness both take their titles from here, so a page is named the same wherever it runs.
 */
export const PAGE_TITLES = {
  landing: LABELS.tagline,
  home: 'Home',
  features: 'Features',
  playerSelection: 'Choose Your Playing Style',
  goalCreation: 'Create Your Goals',
  goalTracker: 'Goal Tracker',
  dashboard: 'Dashboard',
  family: 'Family Dashboard',
  account: 'Your Account',
  insights: 'Insights',
  mindset: 'Mindset Tools',
  dataExport: 'Export Your Data',
  goalTemplates: 'Goal Templates',
  support: 'Support',
  games: 'Game Hub',
  decisionDrill: 'Decision Drill',
  training: 'Drill Library',
  trainingDrill: 'Drill',
  trainingSession: 'Training Session',
  reactionTime: 'Reaction Master: Coming Soon',
  skillChallenge: 'Skill Challenge: Coming Soon',
  auth: 'Sign In or Sign Up',
  resetPassword: 'Choose a New Password',
  confirmEmail: 'Confirm Your E-mail',
  plans: 'Plans and Pricing',
  subscription: 'Upgrade Your Plan',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  notFound: 'Page Not Found',
} as const;

/** "Goal Tracker · DreamPitch": the page first, so tabs and history lists can tell pages apart. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${SITE_NAME}`;
}

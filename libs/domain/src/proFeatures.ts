import { GOAL_TEMPLATE_LIMIT } from './goalTemplates';
import { FAMILY_PLAN_FEATURE } from './plans';
import { isPaidTier } from './subscription';
import type { SubscriptionTier } from './types';

export type ProFeatureId =
  'analytics' | 'predictions' | 'suggestions' | 'mindset' | 'templates' | 'export' | 'support';

/** A Pro feature as the app presents it: the card's name, where it lives, and what a free player would get. */
export interface ProFeature {
  id: ProFeatureId;
  /** Exactly the words on the Pro plan card. */
  name: string;
  /** Path, with a `#section` when the feature is one part of a page. */
  route: string;
  summary: string;
  /** What the locked preview shows a free player. */
  preview: readonly string[];
}

/** Every Pro feature the Pro card sells (spec §9: "Pro adds …"), each with the page that delivers it. */
export const PRO_FEATURES: readonly ProFeature[] = [
  {
    id: 'analytics',
    name: 'Advanced analytics',
    route: '/app/insights#analytics',
    summary: 'See how each pillar of your game trains week by week.',
    preview: [
      'Weekly trends per pillar: check-ins, session minutes and Quick Track ratings',
      'Training load over the weeks for players 18 and over',
      'A consistency calendar of the days you trained',
      'Each goal’s progress over time',
    ],
  },
  {
    id: 'predictions',
    name: 'Progress predictions',
    route: '/app/insights#predictions',
    summary: 'When each active goal reaches 100% at your current pace.',
    preview: [
      'An estimated finish date for every active goal',
      'An honest range, because pace changes from week to week',
      'A plain explanation of how the date was worked out',
    ],
  },
  {
    id: 'suggestions',
    name: 'Skill suggestions',
    route: '/app/insights#suggestions',
    summary: 'The next goals to consider, picked from your progress and pillar balance.',
    preview: [
      'Goals for the pillars you have trained least',
      'A next step when a goal is nearly done',
      'One tap to start the goal wizard with them',
    ],
  },
  {
    id: 'mindset',
    name: 'Mindset tools',
    route: '/app/mindset',
    summary: 'Train the mental pillar: stay calm and ready before you play.',
    preview: [
      'A pre-match routine you build and tick off',
      'A guided breathing exercise',
      'A short visualisation script',
    ],
  },
  {
    id: 'templates',
    name: 'Custom goal templates',
    route: '/app/goal-templates',
    summary: 'Save any goal as a template and pick it again in the goal wizard.',
    preview: [
      'Save a goal you liked as your own template',
      'Your templates appear in the goal wizard beside the library',
      'Change or delete them whenever you like',
    ],
  },
  {
    id: 'export',
    name: 'Data export',
    route: '/app/export',
    summary: 'Download everything you have logged, as CSV or JSON.',
    preview: [
      'Goals, training sessions and check-ins',
      'Quick Track entries and game results',
      'CSV for spreadsheets, JSON for everything in one file',
    ],
  },
  {
    id: 'support',
    name: 'Premium support',
    route: '/app/support',
    summary: 'Priority answers from the DreamPitch team.',
    preview: ['Your questions go to the front of the queue', 'A reply within 1 business day'],
  },
];

export function proFeature(id: ProFeatureId): ProFeature {
  const feature = PRO_FEATURES.find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`Unknown Pro feature: ${id}`);
  return feature;
}

/** Pro features are open to every paid plan (Parent includes all of Pro). */
export function hasProFeatures(tier: SubscriptionTier | null | undefined): boolean {
  return isPaidTier(tier);
}

/**
 * Where every feature named on a plan card or in the comparison table can be used. "Everything in …" lines stand
 * for another plan's list. A test ties each path to a route of the shell's route table.
 */
export const PLAN_FEATURE_ROUTES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(PRO_FEATURES.map((feature) => [feature.name, feature.route])),
  Goals: '/app/goal-tracker',
  'Unlimited goals': '/app/goal-tracker',
  'Up to 2 goals': '/app/goal-tracker',
  'Daily check-ins': '/app/goal-tracker',
  'Basic progress tracking': '/app/goal-tracker',
  'Progress tracking': '/app/goal-tracker',
  'Completion badges': '/app/games',
  Notifications: '/app/dashboard',
  [FAMILY_PLAN_FEATURE]: '/app/family',
  'Parental controls': '/app/family',
  'Parental dashboard': '/app/family',
  'Child progress monitoring': '/app/family',
  'Goal approval': '/app/family',
  'Daily game-time limit': '/app/family',
  'Parent notifications': '/app/family',
  'Multiple child accounts': '/app/family',
  'Family reports': '/app/family',
};

/** Error tokens of the Pro functions and policies (supabase/migrations/*_pro_features.sql) as the app says them. */
export const PRO_ERROR_MESSAGES: Record<string, string> = {
  pro_required: 'This is part of DreamPitch Pro. Upgrade to use it.',
  not_authenticated: 'Please sign in first.',
  template_limit: `You can keep up to ${GOAL_TEMPLATE_LIMIT} goal templates. Delete one to save another.`,
  template_duplicate: 'You already have a template with this title.',
  template_invalid: 'A template needs a title of up to 200 characters.',
  routine_invalid: 'A routine has 1 to 10 steps of at most 120 characters each.',
  support_invalid_topic: 'Choose what your question is about.',
  support_invalid_message: 'Please write at least 10 characters (at most 2000) so we can help.',
  support_rate_limited:
    'You have sent several requests in a short time. We will answer those first; please try again in an hour.',
};

export function proErrorMessage(token: string | null | undefined): string | null {
  return token ? (PRO_ERROR_MESSAGES[token] ?? null) : null;
}

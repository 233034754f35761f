import { SESSION_DURATION_MAX, SESSION_DURATION_MIN } from '@dreampitch/domain';

/** The six main features of the features page (spec §1). */
export const MAIN_FEATURES = [
  {
    icon: 'target',
    title: 'Personalised Training Programs',
    text: 'Goals and sessions shaped by your age group, skill level and the playing style you want to grow into.',
    points: ['Goals for 8-12, 13-17 and 18+', 'Technical, physical, tactical and mental pillars'],
  },
  {
    icon: 'chart',
    title: 'Advanced Progress Analytics',
    text: 'See how every check-in and session adds up, and spot which skills are climbing fastest.',
    points: ['Weekly progress at a glance', 'Skill trends over time'],
  },
  {
    icon: 'brain',
    title: 'Mindset Training',
    text: 'Build confidence, focus and resilience with mental goals and decision-making games.',
    points: ['Pre-match routines', 'Decision Drill mini-game'],
  },
  {
    icon: 'family',
    title: 'Parent Dashboard',
    text: 'Parents and guardians follow progress, celebrate milestones and stay involved without hovering.',
    points: ['Progress summaries', 'Milestone notifications'],
  },
  {
    icon: 'medal',
    title: 'Badges & Rewards',
    text: 'Earn points, level up and unlock achievements that make consistency feel like winning.',
    points: ['Points and levels', 'Achievements to unlock'],
  },
  {
    icon: 'clipboard',
    title: 'Coaching Insights',
    text: 'Tips and drill suggestions that explain the why behind every exercise, like a coach in your pocket.',
    points: ['Drill explanations', 'Focus tips for each pillar'],
  },
] as const;

/** The four extras (spec §1); those built as pages open them. */
export const EXTRA_FEATURES = [
  {
    icon: 'lightbulb',
    title: 'Smart Recommendations',
    text: 'Goal ideas picked from your playing style and age group.',
  },
  {
    icon: 'trophy',
    title: 'Community Challenges',
    text: 'Take on challenges alongside players your age.',
  },
  {
    icon: 'book',
    title: 'Skill Library',
    text: 'A growing library of drills for every pillar of the game.',
    link: { to: '/app/training', label: 'Browse the drills' },
  },
  {
    icon: 'calendar',
    title: 'Flexible Schedule',
    text: `Plan ${SESSION_DURATION_MIN} to ${SESSION_DURATION_MAX} minute sessions around school and matches.`,
    link: { to: '/app/goal-tracker', label: 'Plan a session' },
  },
] as const;

/** The three parental involvement levels (spec §1); Collaborate is marked Most Popular. */
export const PARENT_LEVELS = [
  {
    icon: 'eye',
    title: 'Monitor',
    text: 'Stay informed with the parental dashboard and a weekly family report while your player trains independently.',
    points: ['Progress dashboard', 'Weekly family report', 'Recent activity'],
    popular: false,
  },
  {
    icon: 'handshake',
    title: 'Collaborate',
    text: 'Suggest goals, cheer on progress and support training as a team.',
    points: ['Goal suggestions', 'Encouragement on goals', 'Everything in Monitor'],
    popular: true,
  },
  {
    icon: 'shield',
    title: 'Supervise',
    text: 'Full oversight for younger players: new goals wait for your approval, and games have a daily time limit.',
    points: ['Goal approval', 'Daily game-time limit', 'Everything in Collaborate'],
    popular: false,
  },
] as const;

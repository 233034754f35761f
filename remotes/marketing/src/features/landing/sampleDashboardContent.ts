/**
 * Decorative figures of the landing page's dashboard preview (spec §1: "The sample figures are decorative"); `icon`
 * names a drawing of libs/ui's Icon.
 */
export const SAMPLE_STATS = [
  { label: 'Day streak', value: '12', icon: 'flame', tone: 'accent' },
  { label: 'Sessions this month', value: '18', icon: 'ball', tone: 'primary' },
  { label: 'Goals on track', value: '3', icon: 'target', tone: 'info' },
  { label: 'Badges earned', value: '7', icon: 'medal', tone: 'dark' },
] as const;

export const SAMPLE_SKILLS = [
  { label: 'Ball Control', value: 8, tone: 'primary' },
  { label: 'Shooting', value: 7, tone: 'accent' },
  { label: 'Passing', value: 9, tone: 'info' },
  { label: 'Defense', value: 6, tone: 'success' },
] as const;

export const SAMPLE_TRAINING = [
  { title: 'Cone dribbling', minutes: 15, done: true },
  { title: 'Weak-foot finishing', minutes: 20, done: true },
  { title: 'Wall passes', minutes: 15, done: false },
  { title: 'Visualisation before bed', minutes: 5, done: false },
] as const;

export const SAMPLE_ACHIEVEMENTS = [
  { icon: 'flame', name: '7-Day Streak', detail: 'Trained every day this week' },
  { icon: 'target', name: 'Sharp Shooter', detail: 'Hit 8 of 10 target shots' },
  { icon: 'brain', name: 'Decision Rookie', detail: 'Scored 67% in the Decision Drill' },
] as const;

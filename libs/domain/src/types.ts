import type { KeptOnDevice } from './deviceQueue';
import type { SessionPlanBlock } from './drills';

/**
 * Entity types of spec §3: the app's models, camelCase. The database's row shapes and their mapping live in libs/data.
 * Dates are ISO strings: `YYYY-MM-DD` for calendar dates, full ISO timestamps for `created_at`-like fields.
 */

export type AgeGroup = '8-12' | '13-17' | '18+';
export type Pillar = 'technical' | 'physical' | 'tactical' | 'mental';
export type GoalType = 'process' | 'performance' | 'outcome';
export type GoalStatus = 'active' | 'completed' | 'pending_approval';
export type SubscriptionTier = 'free' | 'pro' | 'parent';
export type PaidTier = Exclude<SubscriptionTier, 'free'>;
export type SubscriptionStatus = 'active' | 'past_due' | 'inactive' | 'canceled';
export type AccountType = 'player' | 'parent';
export type SkillLevel = 'beginner' | 'intermediate' | 'advanced';
export type PlayingStyleId = 'messi' | 'ronaldo' | 'vandijk';
export type PlayingStyleName = 'Playmaker' | 'Finisher' | 'Defensive Leader';
export type TrainingAvailability = 'low' | 'medium' | 'high';
export type NotificationFrequency = 'daily' | 'weekly' | 'custom';

export interface NotificationPreferences {
  enabled: boolean;
  methods: { email: boolean; sms: boolean };
  frequency: NotificationFrequency;
  triggers: {
    practiceReminders: boolean;
    communicationNotifications: boolean;
    milestoneReminders: boolean;
  };
  /** When reminders go out, `HH:MM` in `timeZone` (default 08:00). */
  reminderTime?: string;
  /** The days of a `custom` frequency, ISO weekdays 1 (Monday) to 7 (Sunday). */
  customDays?: number[];
  /** The player's IANA time zone (the browser's, saved with the preferences); UTC when missing. */
  timeZone?: string;
}

/** A user's profile as the app reads it (libs/data maps the `profiles` row). Columns the spec does not always fill are null. */
export interface Profile {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  accountType: AccountType;
  age: number | null;
  ageGroup: AgeGroup | null;
  skillLevel: SkillLevel;
  parentEmail: string | null;
  /** The plan the account itself pays for. */
  subscriptionPlan: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  /**
   * The plan whose features and limits the account has, as the server's rule answers it: its own paid plan, or Pro
   * through a linked parent's Parent plan.
   */
  effectivePlan: SubscriptionTier;
  notificationPreferences: NotificationPreferences | null;
  createdAt: string;
}

/** The signed-in user as the app sees it (spec §3 "In-app user", in the app's camelCase: docs/SPEC-REVIEW.md). */
export interface AppUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  age: number | null;
  ageGroup: AgeGroup;
  skillLevel: SkillLevel;
  positionPreference: string;
  trainingAvailability: TrainingAvailability;
  parentEmail: string | null;
  /** The plan the user pays for (the profile's subscription plan). */
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  /** The plan whose features and limits the user has (the profile's effective plan). */
  effectiveTier: SubscriptionTier;
  notificationPreferences: NotificationPreferences;
  goals: Goal[];
  completedGoals: number;
  goalCompletionRate: number;
}

/** Sign-in / sign-up form values, as typed (age is the raw input text). */
export interface AuthForm {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  age: string;
  parentEmail: string;
}

/** What `register` sends; age and parentEmail are for players only. */
export interface RegistrationPayload {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  age?: number;
  parentEmail?: string;
}

export interface PlayingStyle {
  id: PlayingStyleId;
  /** The legendary player the profile is modelled on, e.g. "Lionel Messi". */
  name: string;
  style: PlayingStyleName;
  description: string;
  /** CSS colour used for the style's accent. */
  color: string;
  focusPillars: Pillar[];
}

export interface TemplateGoal {
  title: string;
  description: string;
  type: GoalType;
  pillar: Pillar;
}

export interface CustomGoalInput {
  title: string;
  description: string;
  pillar: Pillar;
}

export interface GoalCheckIn {
  date: string;
  note: string;
  /** The id it is stored under, chosen on the device so a save retried after an interruption is stored once. */
  id?: string;
}

export interface GoalMilestone {
  id: string;
  title: string;
  completed: boolean;
}

/** A goal held in the app (and in the local-storage fallback). */
export interface Goal {
  id: string;
  title: string;
  description: string;
  pillar: Pillar;
  type: GoalType;
  ageGroup: AgeGroup;
  status: GoalStatus;
  progress: number;
  checkIns: GoalCheckIn[];
  dailyCheckIns: QuickTrackRecord[];
  milestones: GoalMilestone[];
  sessions: TrainingSession[];
  /** ISO calendar date `YYYY-MM-DD`. */
  targetDate: string;
  /** ISO timestamp. */
  createdAt: string;
}

export interface TrainingSession {
  id: string;
  /** ISO calendar date `YYYY-MM-DD`. */
  sessionDate: string;
  /** 24-hour `HH:MM`. */
  startTime: string;
  /** Minutes, 15 to 180. */
  duration: number;
  notes: string;
  completed: boolean;
  /** When the server recorded the session done (ISO timestamp); absent or null when not done. */
  completedAt?: string | null;
  /** The drills planned for it, in the order they are played; absent or empty: a session without drills. */
  plan?: SessionPlanBlock[];
  /** When the player first started it in the session player, by the server clock (ISO timestamp). */
  startedAt?: string | null;
  /** The minutes actually trained, recorded by the server when it was finished in the player. */
  minutesTrained?: number | null;
  goalId: string | null;
  createdAt: string;
}

export type EmojiMood = 'tough' | 'okay' | 'good' | 'great' | 'amazing';
export type QuickTrackActivity = 'technical' | 'physical' | 'match_play' | 'tactical' | 'mental';
export type TrainingLoad = 'low' | 'moderate' | 'high' | 'very_high';

export interface QuickTrackMetrics {
  technical: number;
  physical: number;
  tactical: number;
  mental: number;
}

interface QuickTrackBase {
  id?: string;
  /** ISO calendar date `YYYY-MM-DD`. */
  date: string;
  /** Set while the check-in waits on this device to sync (not a column). */
  keptOnDevice?: KeptOnDevice;
}

export interface QuickTrackRecordKids extends QuickTrackBase {
  ageGroup: '8-12';
  emoji: EmojiMood;
}

export interface QuickTrackRecordTeens extends QuickTrackBase {
  ageGroup: '13-17';
  /** 1 to 10. */
  rating: number;
  note: string;
}

export interface QuickTrackRecordAdults extends QuickTrackBase {
  ageGroup: '18+';
  activity: QuickTrackActivity | null;
  trainingLoad: TrainingLoad | null;
  metrics: QuickTrackMetrics;
  note: string;
}

export type QuickTrackRecord = QuickTrackRecordKids | QuickTrackRecordTeens | QuickTrackRecordAdults;

export type GameId = 'decision-drill' | 'reaction-time' | 'skill-challenge';

/** One finished game as the server scored it. */
export interface GameResult {
  gameId: GameId;
  score: number;
  maxScore: number;
  durationSeconds: number;
}

export type AchievementName = 'Decision Rookie' | 'Decision Master' | 'Game Starter' | 'Speed Demon';

/** An achievement as a rule defines it, before it is earned. */
export interface AchievementDefinition {
  name: AchievementName;
  description: string;
  points: number;
}

/** An achievement a user has earned. */
export interface Achievement {
  id: string;
  name: string;
  description: string;
  points: number;
  earnedAt: string;
}

export interface GameStats {
  totalPoints: number;
  level: number;
  gamesPlayed: number;
  /** Whole percent, 0 to 100. */
  averageScore: number;
  /** Time spent in games, all games together. */
  secondsPlayed: number;
  achievements: Achievement[];
}

/** What the server answers for a finished game: the saved result, the achievements it earned, the new stats. */
export interface RecordedGame {
  result: GameResult & { id: string; createdAt: string };
  newAchievements: Achievement[];
  stats: GameStats;
}

export interface DrillOption {
  id: string;
  action: string;
  explanation: string;
  points: number;
  isOptimal: boolean;
}

export interface DrillScenario {
  id: string;
  situation: string;
  description: string;
  options: DrillOption[];
}

export type GameDifficulty = 'beginner' | 'intermediate' | 'advanced';

export interface GameCatalogueEntry {
  id: GameId;
  name: string;
  description: string;
  difficulty: GameDifficulty;
  duration: string;
  points: string;
  route: string;
  available: boolean;
}

export interface Plan {
  id: SubscriptionTier;
  name: string;
  /** US dollars per period. */
  price: number;
  period: string;
  description: string;
  features: string[];
  /** Only the Free plan lists limitations. */
  limitations?: string[];
  popular: boolean;
}

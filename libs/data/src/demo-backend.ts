import {
  achievementsEarned,
  activeGoalCount,
  ageGroupForAge,
  DEFAULT_NOTIFICATION_PREFERENCES,
  earliestCalendarDay,
  EMAIL_PATTERN,
  FREE_GOAL_LIMIT,
  isValidSessionDuration,
  GOAL_CHECK_IN_NOTE_MAX_LENGTH,
  serverErrorMessage,
  SESSION_PLAN_ERROR_MESSAGES,
  startOfLocalDay,
  streakDays,
  type DrillAnswers,
  type GameId,
  type GameStats,
  type Goal,
  type GoalCheckIn,
  type GoalEdit,
  type NotificationPreferences,
  type Profile,
  type QuickTrackRecord,
  type RecordedGame,
  type RegistrationPayload,
  type SessionPlanBlock,
  type StartedGame,
  type SubscriptionTier,
  type TrainingSession,
} from '@dreampitch/domain';
import type { AuthListener, AuthUser, CardDetails, CardTokenResult, Page } from './backend';
import { RECENT_CHECK_INS, recentOf } from './check-ins';
import { BaseBackend } from './base-backend';
import { DemoBillingBackend } from './billing/demo';
import { DataError, duplicateKeyError, freeGoalLimitError, sessionInPastError } from './errors';
import { newId } from './ids';
import { profileFromRow, type ProfileRow } from './profile-rows';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import { achievementFromRow, gameStatsFrom, type AchievementRow, type GameResultRow } from './game-rows';

/** The mock user of demo mode (spec §1). */
export const DEMO_USER: AuthUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'demo@dreampitch.app',
  metadata: {
    first_name: 'Demo',
    last_name: 'Player',
    accountType: 'player',
    age: 14,
    parentEmail: 'parent@dreampitch.app',
  },
};
const DEMO_PASSWORD = 'demo-password';

export interface DemoBackendOptions {
  storage?: KeyValueStorage;
  /** Demo mode starts with the mock user signed in; contract tests start signed out. */
  signedIn?: boolean;
}

/** A game the demo "server" started (the database's private.game_plays). */
interface DemoPlay {
  id: string;
  userId: string;
  gameId: GameId;
  startedAt: number;
  allowedSeconds: number;
  endedAt: number | null;
  /** Seconds counted when it ended without a result. */
  countedSeconds: number | null;
  resultId: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

interface DemoAccount {
  user: AuthUser;
  password: string;
}

interface StoredGoal {
  userId: string;
  goal: Goal;
}

interface StoredEntry {
  userId: string;
  record: QuickTrackRecord;
  createdAt: number;
}

const INVALID_CREDENTIALS = 'Invalid login credentials';
const NOT_SIGNED_IN = 'Not signed in';

/** In-memory backend with the Supabase backend's behaviour, for demo mode and tests. */
export class DemoBackend extends BaseBackend {
  readonly mode = 'demo' as const;
  private readonly accounts = new Map<string, DemoAccount>();
  private readonly profiles = new Map<string, ProfileRow>();
  private readonly goals = new Map<string, StoredGoal>();
  private readonly quickTrack: StoredEntry[] = [];
  private readonly gameResults: GameResultRow[] = [];
  private readonly achievements: AchievementRow[] = [];
  private readonly gamePlays: DemoPlay[] = [];
  /** The progress each check-in reported (goal_check_ins.progress), read by the demo Pro analytics. */
  /** Ids of check-ins chosen on a device, so a sync retried after an interruption is refused as the table does. */
  private readonly storedCheckInIds = new Set<string>();
  private readonly checkInProgress: { goalId: string; date: string; progress: number; at: number }[] = [];
  private readonly waitlist = new Set<string>();
  private readonly cardTokens = new Set<string>();
  private readonly listeners = new Set<AuthListener>();
  private currentUser: AuthUser | null = null;
  private offline = false;
  private clock = 0;
  /** Subscriptions in memory, with the server's rules (see billingBackendFor). */
  readonly billing = new DemoBillingBackend({
    ownProfile: () => {
      this.assertOnline();
      return this.ownProfile();
    },
  });

  constructor(options: DemoBackendOptions = {}) {
    super(options.storage ?? createMemoryStorage());
    this.createAccount(DEMO_USER, DEMO_PASSWORD);
    if (options.signedIn ?? true) this.currentUser = DEMO_USER;
  }

  /**
   * Test hook: the game `playId` (by default the signed-in player's game in play) started `seconds` earlier, as if it
   * had been played that long; the database's tests move a game's start the same way.
   */
  backdateGame(seconds: number, playId?: string): void {
    const play = this.gamePlays.find((candidate) =>
      playId === undefined
        ? candidate.userId === this.currentUser?.id && candidate.endedAt === null
        : candidate.id === playId,
    );
    if (!play) throw new Error('No such game');
    play.startedAt -= seconds * 1000;
  }

  /** Test hook: the session `sessionId` started `seconds` earlier than recorded, as the database's tests move it. */
  backdateSessionStart(sessionId: string, seconds: number): void {
    const session = this.allSessions().find((candidate) => candidate.id === sessionId);
    if (!session?.startedAt) throw new Error('No such session started');
    session.startedAt = new Date(Date.parse(session.startedAt) - seconds * 1000).toISOString();
  }

  /** Test hook: a Decision Drill the signed-in player started, played for `seconds` and finished with `answers`. */
  async playGame(answers: DrillAnswers, seconds: number): Promise<RecordedGame> {
    const { play } = await this.startGame('decision-drill');
    if (!play) throw new Error("Today's game time is used up");
    this.backdateGame(seconds, play.id);
    return this.recordGameResult(play.id, answers);
  }

  /** Test hook: while offline every data call fails as a network error does. */
  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  // Auth

  async signIn(email: string, password: string): Promise<AuthUser> {
    const account = this.accounts.get(normaliseEmail(email));
    if (!account || account.password !== password)
      throw new DataError(INVALID_CREDENTIALS, 'invalid_credentials');
    this.setUser('SIGNED_IN', account.user);
    return account.user;
  }

  async signUp(payload: RegistrationPayload): Promise<AuthUser> {
    const email = normaliseEmail(payload.email);
    if (this.accounts.has(email)) throw new DataError('User already registered', 'user_already_exists');
    const isPlayer = payload.accountType === 'player';
    const user: AuthUser = {
      id: newId(),
      email,
      metadata: {
        first_name: payload.firstName,
        last_name: payload.lastName,
        accountType: payload.accountType,
        age: isPlayer ? (payload.age ?? null) : null,
        parentEmail: isPlayer ? (payload.parentEmail ?? null) : null,
      },
    };
    this.createAccount(user, payload.password);
    this.setUser('SIGNED_IN', user);
    return user;
  }

  async signOut(): Promise<void> {
    this.forgetLastData();
    this.setUser('SIGNED_OUT', null);
  }

  async getSession(): Promise<AuthUser | null> {
    return this.currentUser;
  }

  onAuthStateChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    // supabase-js reports the restored session right after subscribing; keep the same order of events.
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener('INITIAL_SESSION', this.currentUser);
    });
    return () => void this.listeners.delete(listener);
  }

  // Profiles

  protected async fetchProfile(userId: string): Promise<Profile> {
    this.assertOnline();
    const profile = this.currentUser?.id === userId ? this.profiles.get(userId) : undefined;
    if (!profile) throw new DataError('Cannot coerce the result to a single JSON object', 'PGRST116');
    return profileFromRow(structuredClone(profile));
  }

  /** The demo account page's edits; the age group follows the age (the server's rules: DemoAccountBackend). */
  editOwnProfile(
    changes: Partial<Pick<ProfileRow, 'first_name' | 'last_name' | 'age' | 'parent_email'>>,
  ): void {
    this.assertOnline();
    const profile = this.ownProfile();
    Object.assign(profile, changes);
    if (typeof changes.age === 'number') profile.age_group = ageGroupForAge(changes.age);
  }

  protected async storeNotificationPreferences(
    userId: string,
    preferences: NotificationPreferences,
  ): Promise<void> {
    this.assertOnline();
    const profile = this.ownProfile();
    if (profile.id !== userId) return;
    profile.notification_preferences = structuredClone(preferences);
  }

  // Goals

  async storeGoals(goals: Goal[], sessions: TrainingSession[], userId: string): Promise<number> {
    const existingGoals = await this.findExistingIds(
      'goals',
      goals.map((goal) => goal.id),
    );
    const missingGoals = goals.filter((goal) => !existingGoals.has(goal.id));
    const existingSessions = await this.findExistingIds(
      'training_sessions',
      sessions.map((session) => session.id),
    );
    const missingSessions = sessions.filter((session) => !existingSessions.has(session.id));
    // As the database's one transaction: the goals' limit is checked before anything is stored.
    if (missingGoals.length > 0) await this.insertGoalRows(missingGoals, userId);
    if (missingSessions.length > 0) await this.insertSessionRows(missingSessions, userId);
    return missingGoals.length;
  }

  protected async insertGoalRows(goals: Goal[], userId: string): Promise<void> {
    this.assertOnline();
    this.assertOwner(userId);
    if (goals.some((goal) => this.goals.has(goal.id))) throw duplicateKeyError();
    const profile = this.ownProfile();
    const owned = activeGoalCount(
      [...this.goals.values()].filter((stored) => stored.userId === userId).map((stored) => stored.goal),
    );
    if (profile.subscription_plan === 'free' && owned + activeGoalCount(goals) > FREE_GOAL_LIMIT)
      throw freeGoalLimitError();
    for (const goal of goals) {
      this.goals.set(goal.id, {
        userId,
        goal: {
          ...structuredClone(goal),
          // As goal_check_ins: undated entries (check-ins counted before it existed) are not stored.
          checkIns: goal.checkIns.filter((checkIn) => checkIn.date !== '').map(toStoredCheckIn),
          sessions: [],
          dailyCheckIns: [],
          milestones: [],
        },
      });
    }
  }

  async insertSessionRows(sessions: TrainingSession[], userId: string): Promise<void> {
    this.assertOnline();
    this.assertOwner(userId);
    const existing = new Set(this.allSessions().map((session) => session.id));
    if (sessions.some((session) => existing.has(session.id))) throw duplicateKeyError();
    const targets = sessions.map((session) => {
      const stored = session.goalId ? this.goals.get(session.goalId) : undefined;
      if (!stored || stored.userId !== userId) {
        throw new DataError(
          'new row violates row-level security policy for table "training_sessions"',
          '42501',
        );
      }
      return { stored, session };
    });
    for (const { session } of targets) assertSessionRow(session, null);
    for (const { stored, session } of targets) stored.goal.sessions.push(structuredClone(session));
  }

  private async findExistingIds(table: 'goals' | 'training_sessions', ids: string[]): Promise<Set<string>> {
    this.assertOnline();
    const userId = this.requireUser().id;
    const own = [...this.goals.values()].filter((stored) => stored.userId === userId);
    const known =
      table === 'goals'
        ? own.map((stored) => stored.goal.id)
        : own.flatMap((stored) => stored.goal.sessions.map((s) => s.id));
    return new Set(ids.filter((id) => known.includes(id)));
  }

  protected async fetchGoals(userId: string): Promise<Goal[]> {
    this.assertOnline();
    return this.currentUser?.id === userId ? this.listedGoalsOf(userId) : [];
  }

  /**
   * A user's goals as public.goal_list answers them (the demo family feature asks for a child's after its own gate):
   * the RECENT_CHECK_INS newest dated check-ins after an undated entry for each older one.
   */
  listedGoalsOf(userId: string): Goal[] {
    return [...this.goals.values()]
      .filter((stored) => stored.userId === userId)
      .map((stored) => {
        const goal = structuredClone(stored.goal);
        const dated = checkInsByDay(goal);
        return { ...goal, checkIns: recentOf(dated.slice(-RECENT_CHECK_INS), dated.length) };
      });
  }

  async listCheckIns(goalId: string, page: Page): Promise<GoalCheckIn[]> {
    this.assertOnline();
    const stored = this.goals.get(goalId);
    // Row-level security: another user's check-ins are not there for the caller.
    if (!stored || stored.userId !== this.requireUser().id) return [];
    return checkInsByDay(structuredClone(stored.goal))
      .reverse()
      .slice(page.offset, page.offset + page.limit);
  }

  async storeCheckIn(goalId: string, checkIn: GoalCheckIn, progress: number): Promise<void> {
    const goal = this.ownGoal(goalId);
    if (checkIn.note.length > GOAL_CHECK_IN_NOTE_MAX_LENGTH) {
      throw new DataError('new row for relation "goal_check_ins" violates check constraint', '23514');
    }
    if (checkIn.id && this.storedCheckInIds.has(checkIn.id)) throw duplicateKeyError();
    if (checkIn.id) this.storedCheckInIds.add(checkIn.id);
    goal.checkIns.push(toStoredCheckIn(checkIn));
    goal.progress = progress;
    if (checkIn.date) this.checkInProgress.push({ goalId, date: checkIn.date, progress, at: this.tick() });
  }

  async storeGoalCompleted(goalId: string): Promise<void> {
    const goal = this.ownGoal(goalId);
    goal.status = 'completed';
    goal.progress = 100;
  }

  async storeGoalChanges(goalId: string, changes: GoalEdit): Promise<void> {
    Object.assign(this.ownGoal(goalId), changes);
  }

  async removeGoalRow(goalId: string): Promise<void> {
    this.ownGoal(goalId);
    this.goals.delete(goalId);
  }

  async storeSessionChanges(session: TrainingSession): Promise<void> {
    const stored = this.ownSession(session.id);
    assertSessionRow(session, stored.sessionDate);
    Object.assign(stored, {
      sessionDate: session.sessionDate,
      startTime: session.startTime,
      duration: session.duration,
      notes: session.notes,
      ...(session.plan ? { plan: structuredClone(session.plan) } : {}),
    });
  }

  async storeSessionPlan(sessionId: string, plan: SessionPlanBlock[]): Promise<void> {
    const stored = this.ownSession(sessionId);
    assertSessionRow({ ...stored, plan }, stored.sessionDate);
    stored.plan = structuredClone(plan);
  }

  async startTrainingSession(sessionId: string): Promise<{ startedAt: string }> {
    const session = this.ownSession(sessionId);
    session.startedAt ??= new Date().toISOString();
    return { startedAt: session.startedAt };
  }

  /** As public.finish_training_session, by this device's clock. */
  async storeSessionFinished(sessionId: string, minutesTrained: number): Promise<number> {
    const session = this.ownSession(sessionId);
    if (session.completed && session.minutesTrained) return session.minutesTrained;
    if (!Number.isInteger(minutesTrained) || minutesTrained < 1 || minutesTrained > 180) {
      throw serverRefusal('invalid_minutes');
    }
    if (!session.startedAt) throw serverRefusal('session_not_started');
    if (minutesTrained > Math.ceil((Date.now() - Date.parse(session.startedAt)) / 60_000)) {
      throw serverRefusal('minutes_not_elapsed');
    }
    await this.storeSessionCompleted(sessionId, true);
    session.minutesTrained = minutesTrained;
    return minutesTrained;
  }

  async storeSessionCompleted(sessionId: string, completed: boolean): Promise<void> {
    const session = this.ownSession(sessionId);
    // As the database trigger: the server's time of marking done, cleared when undone.
    session.completedAt = completed
      ? session.completed
        ? session.completedAt
        : new Date().toISOString()
      : null;
    session.completed = completed;
    if (!completed) session.minutesTrained = null;
  }

  async removeSessionRow(sessionId: string): Promise<void> {
    this.ownSession(sessionId);
    for (const stored of this.goals.values()) {
      stored.goal.sessions = stored.goal.sessions.filter((session) => session.id !== sessionId);
    }
  }

  async requireUserId(): Promise<string> {
    return this.requireUser().id;
  }

  // Quick Track

  async storeQuickTrackEntry(
    record: QuickTrackRecord & { id: string },
    userId: string,
  ): Promise<QuickTrackRecord> {
    this.assertOnline();
    if (this.quickTrack.some((entry) => entry.record.id === record.id)) throw duplicateKeyError();
    const saved = structuredClone(record);
    this.quickTrack.push({ userId, record: saved, createdAt: this.tick() });
    return structuredClone(saved);
  }

  protected async fetchQuickTrackEntries(
    _userId: string,
    limit: number,
    offset: number,
  ): Promise<QuickTrackRecord[]> {
    return this.ownEntries()
      .slice(offset, offset + limit)
      .map((entry) => structuredClone(entry.record));
  }

  // Games

  /**
   * The daily game limit of a player's supervising parents in minutes, or null: none until the family repository,
   * which holds the links, replaces it (as it does insertGoalRows).
   */
  gameLimitOf(_userId: string): number | null {
    return null;
  }

  /** The database's private.game_seconds_since: results since then, and started games without a result. */
  gameSecondsSince(userId: string, since: Date): number {
    const now = Date.now();
    const results = this.gameResults
      .filter((row) => row.user_id === userId && row.created_at >= since.toISOString())
      .reduce((sum, row) => sum + row.duration_seconds, 0);
    const unfinished = this.gamePlays
      .filter((play) => play.userId === userId && play.startedAt >= since.getTime() && play.resultId === null)
      .reduce((sum, play) => sum + (play.countedSeconds ?? playSeconds(play, now)), 0);
    return results + unfinished;
  }

  /** The database's start_game, in memory: the same domain numbers, this backend's clock. */
  async startGame(gameId: GameId): Promise<StartedGame> {
    this.assertOnline();
    const userId = this.requireUser().id;
    const { DRILL_GAME_ID, DRILL_TIME_LIMIT_SECONDS, GAMES_PER_HOUR } = await import('@dreampitch/domain');
    if (gameId !== DRILL_GAME_ID) throw serverRefusal('unknown_game');
    const now = Date.now();
    const mine = this.gamePlays.filter((play) => play.userId === userId);
    if (mine.filter((play) => play.startedAt > now - HOUR_MS).length >= GAMES_PER_HOUR) {
      throw serverRefusal('too_many_games');
    }
    for (const open of mine.filter((play) => play.endedAt === null)) endPlay(open, now);
    const limitMinutes = this.gameLimitOf(userId);
    const usedSeconds = this.gameSecondsSince(userId, startOfLocalDay(new Date(now)));
    const remainingSeconds = limitMinutes === null ? null : Math.max(limitMinutes * 60 - usedSeconds, 0);
    const allowance = { limitMinutes, usedSeconds, remainingSeconds };
    if (remainingSeconds === 0) return { play: null, allowance };
    const play: DemoPlay = {
      id: newId(),
      userId,
      gameId,
      startedAt: now,
      allowedSeconds: Math.min(DRILL_TIME_LIMIT_SECONDS, remainingSeconds ?? DRILL_TIME_LIMIT_SECONDS),
      endedAt: null,
      countedSeconds: null,
      resultId: null,
    };
    this.gamePlays.push(play);
    return { play: { id: play.id, allowedSeconds: play.allowedSeconds }, allowance };
  }

  /** The database's record_game_result, in memory: the same domain rules time, score and refuse. */
  async recordGameResult(playId: string, answers: DrillAnswers): Promise<RecordedGame> {
    this.assertOnline();
    const userId = this.requireUser().id;
    // The drill's scenarios and scoring (what the database applies) load when first used, not with every page.
    const {
      GAME_RESULT_LATE_HOURS,
      drillAnswersValid,
      drillCompleted,
      drillMaxScore,
      drillPlayedSeconds,
      drillPlayRefusal,
      drillScore,
    } = await import('@dreampitch/domain');
    if (!drillAnswersValid(answers)) throw serverRefusal('invalid_answer');
    const play = this.gamePlays.find(
      (candidate) => candidate.id === playId && candidate.userId === userId && candidate.endedAt === null,
    );
    if (!play) throw serverRefusal('game_not_started');
    const now = Date.now();
    // A result kept on the device while offline arrives late; a day after its countdown ran out it is too late.
    if (now > play.startedAt + (play.allowedSeconds + GAME_RESULT_LATE_HOURS * 3600) * 1000)
      throw serverRefusal('game_expired');
    const clock = { elapsedSeconds: (now - play.startedAt) / 1000, allowedSeconds: play.allowedSeconds };
    const refusal = drillPlayRefusal(answers, clock);
    if (refusal) throw serverRefusal(refusal);
    const score = drillScore(answers);
    const maxScore = drillMaxScore();
    const durationSeconds = drillPlayedSeconds(clock);
    const gamesPlayedBefore = this.gameResults.filter((row) => row.user_id === userId).length;
    const row: GameResultRow = {
      id: newId(),
      user_id: userId,
      game_id: play.gameId,
      score,
      max_score: maxScore,
      duration_seconds: durationSeconds,
      // When the game ended by the server's clock: a late result counts on the day it was played.
      created_at: new Date(Math.min(now, play.startedAt + durationSeconds * 1000)).toISOString(),
    };
    this.gameResults.push(row);
    play.endedAt = now;
    play.resultId = row.id;
    const earned = achievementsEarned({
      score,
      maxScore,
      seconds: durationSeconds,
      completed: drillCompleted(answers),
      gamesPlayedBefore,
      alreadyEarned: this.achievements.filter((owned) => owned.user_id === userId).map((owned) => owned.name),
    });
    const rows = earned.map((definition) => ({
      id: newId(),
      user_id: userId,
      name: definition.name,
      description: definition.description,
      points: definition.points,
      earned_at: new Date(now + this.tick()).toISOString(),
    }));
    this.achievements.push(...rows);
    return {
      result: {
        id: row.id,
        gameId: play.gameId,
        score,
        maxScore,
        durationSeconds,
        createdAt: row.created_at,
      },
      newAchievements: rows.map(achievementFromRow),
      stats: await this.getGameStats(),
    };
  }

  async endGame(playId: string): Promise<void> {
    this.assertOnline();
    const userId = this.requireUser().id;
    const play = this.gamePlays.find((candidate) => candidate.id === playId && candidate.userId === userId);
    if (play && play.endedAt === null) endPlay(play, Date.now());
  }

  protected async fetchGameStats(): Promise<GameStats> {
    this.assertOnline();
    const userId = this.requireUser().id;
    return gameStatsFrom(
      this.gameResults.filter((row) => row.user_id === userId),
      this.achievements.filter((row) => row.user_id === userId),
    );
  }

  // Streak

  /** As public.activity_days: every day that counts for the streak, once, oldest first. */
  protected async fetchActivityDays(): Promise<string[]> {
    const userId = this.requireUser().id;
    const goals = [...this.goals.values()].filter((stored) => stored.userId === userId);
    const days = streakDays(
      goals.map((stored) => stored.goal),
      this.ownEntries().map((entry) => entry.record),
      this.gameResults.filter((row) => row.user_id === userId).map((row) => row.created_at),
    );
    return [...new Set(days)].sort();
  }

  // Waitlist

  async joinWaitlist(email: string): Promise<void> {
    this.assertOnline();
    const trimmed = email.trim();
    if (!EMAIL_PATTERN.test(trimmed)) {
      throw new DataError('new row for relation "waitlist_emails" violates check constraint', '23514');
    }
    this.waitlist.add(trimmed.toLowerCase());
  }

  // Billing

  async createCardToken(card: CardDetails): Promise<CardTokenResult> {
    this.assertOnline();
    // The simulated test cards load when first used, not with every page.
    const { testCardRefusal } = await import('@dreampitch/domain');
    const refusal = testCardRefusal(card);
    if (refusal) return { error: { message: refusal.message } };
    const tokenId = `tok_sim_${newId().replaceAll('-', '')}`;
    this.cardTokens.add(tokenId);
    return { tokenId };
  }

  async checkout(plan: SubscriptionTier, token?: string): Promise<SubscriptionTier> {
    this.assertOnline();
    if (plan === 'free') {
      await this.billing.cancel();
      return this.ownProfile().subscription_plan;
    }
    if (!token) throw new DataError('A payment token is required for paid plans.', 'missing_token');
    if (!this.cardTokens.has(token)) throw new DataError('The payment token is not valid.', 'invalid_token');
    this.billing.subscribe(plan);
    this.cardTokens.delete(token);
    return plan;
  }

  // Internals

  private createAccount(user: AuthUser, password: string): void {
    this.accounts.set(normaliseEmail(user.email), { user, password });
    const age = user.metadata.age ?? null;
    this.profiles.set(user.id, {
      id: user.id,
      email: user.email,
      first_name: user.metadata.first_name ?? null,
      last_name: user.metadata.last_name ?? null,
      account_type: user.metadata.accountType ?? 'player',
      age,
      age_group: age === null ? null : ageGroupForAge(age),
      skill_level: 'beginner',
      parent_email: user.metadata.parentEmail ?? null,
      subscription_plan: 'free',
      subscription_status: 'inactive',
      effective_plan: 'free',
      notification_preferences: structuredClone(DEFAULT_NOTIFICATION_PREFERENCES),
      created_at: new Date().toISOString(),
    });
  }

  private setUser(event: 'SIGNED_IN' | 'SIGNED_OUT', user: AuthUser | null): void {
    this.currentUser = user;
    for (const listener of [...this.listeners]) listener(event, user);
  }

  private assertOnline(): void {
    if (this.offline) throw new DataError('Failed to fetch');
  }

  private requireUser(): AuthUser {
    if (!this.currentUser) throw new DataError(NOT_SIGNED_IN);
    return this.currentUser;
  }

  private assertOwner(userId: string): void {
    if (this.requireUser().id !== userId) {
      throw new DataError('new row violates row-level security policy', '42501');
    }
  }

  private ownProfile(): ProfileRow {
    const profile = this.profiles.get(this.requireUser().id);
    if (!profile) throw new DataError('Cannot coerce the result to a single JSON object', 'PGRST116');
    return profile;
  }

  private ownGoal(goalId: string): Goal {
    this.assertOnline();
    const stored = this.goals.get(goalId);
    if (!stored || stored.userId !== this.requireUser().id) throw new DataError('Goal not found', 'PGRST116');
    return stored.goal;
  }

  private ownSession(sessionId: string): TrainingSession {
    this.assertOnline();
    const userId = this.requireUser().id;
    const session = [...this.goals.values()]
      .filter((stored) => stored.userId === userId)
      .flatMap((stored) => stored.goal.sessions)
      .find((candidate) => candidate.id === sessionId);
    if (!session) throw new DataError('Session not found', 'PGRST116');
    return session;
  }

  /** The signed-in user's Quick Track entries, newest first. */
  private ownEntries(): StoredEntry[] {
    this.assertOnline();
    const userId = this.requireUser().id;
    return this.quickTrack
      .filter((entry) => entry.userId === userId)
      .sort((a, b) => b.record.date.localeCompare(a.record.date) || b.createdAt - a.createdAt);
  }

  private allSessions(): TrainingSession[] {
    return [...this.goals.values()].flatMap((stored) => stored.goal.sessions);
  }

  /** Strictly increasing, so records created in the same millisecond still sort newest first. */
  private tick(): number {
    this.clock += 1;
    return this.clock;
  }
}

/** A game's seconds by the clock at `now`, at most its countdown (domain drillPlayedSeconds). */
function playSeconds(play: DemoPlay, now: number): number {
  return Math.min(Math.floor((now - play.startedAt) / 1000), play.allowedSeconds);
}

function endPlay(play: DemoPlay, now: number): void {
  play.endedAt = now;
  play.countedSeconds = playSeconds(play, now);
}

/** A refusal as the server words it: the app's message for the token, the token as the code. */
function serverRefusal(token: string): DataError {
  const message = serverErrorMessage(token) ?? SESSION_PLAN_ERROR_MESSAGES[token];
  return new DataError(message ?? token, token);
}

/** The training_sessions checks: 15-180 minutes, and a new or moved day not already over everywhere. */
function assertSessionRow(session: TrainingSession, storedDate: string | null): void {
  if (!isValidSessionDuration(session.duration)) {
    throw new DataError('new row for relation "training_sessions" violates check constraint', '23514');
  }
  // The demo has no drill catalogue: it checks the plan's length as public.training_sessions does, not its drills.
  const planned = (session.plan ?? []).reduce((total, block) => total + block.minutes, 0);
  if (planned > session.duration) throw serverRefusal('plan_too_long');
  if (session.plan?.length && planned < 15) throw serverRefusal('plan_too_short');
  if (session.sessionDate !== storedDate && session.sessionDate < earliestCalendarDay(new Date())) {
    throw sessionInPastError();
  }
}

/** A goal's dated check-ins in the database's order: by day, then by when they were recorded (sort is stable). */
function checkInsByDay(goal: Goal): GoalCheckIn[] {
  return goal.checkIns.filter((checkIn) => checkIn.date !== '').sort((a, b) => a.date.localeCompare(b.date));
}

/** What goal_check_ins keeps of a check-in: the calendar day and the note. */
function toStoredCheckIn(checkIn: GoalCheckIn): GoalCheckIn {
  return { date: checkIn.date.slice(0, 10), note: checkIn.note };
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

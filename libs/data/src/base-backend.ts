import {
  earliestCalendarDay,
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
  type StartedGame,
  type RegistrationPayload,
  type SessionPlanBlock,
  type SubscriptionTier,
  type TrainingSession,
} from '@dreampitch/domain';
import type {
  AuthListener,
  AuthUser,
  Backend,
  CardDetails,
  CardTokenResult,
  FinishedTrainingSession,
  Page,
  SaveGoalsResult,
  SaveOutcome,
  TrainingSessionDetails,
} from './backend';
import { DataError, isGoalLimitRefusal } from './errors';
import { isUuid, newId } from './ids';
import type { GoalChange } from './goal-change-queue';
import type { LastDataName } from './last-data';
import { isOnline } from './offline-fetch';
import {
  addPendingGoals,
  readPendingGoals,
  removePendingGoals,
  sessionsOf,
  updatePendingGoal,
  withStableIds,
} from './pending-goals';
import { forgetLastData, STORAGE_KEYS, writeJson, type KeyValueStorage } from './storage';

/**
 * Behaviour both backends share: goal saving with the local-storage fallback and its later sync, and the local copy
 * of notification preferences. Subclasses provide the storage primitives.
 */
export abstract class BaseBackend implements Backend {
  abstract readonly mode: 'supabase' | 'demo';
  protected readonly storage: KeyValueStorage;
  /** Who waits for a session's finish to leave this device (`onFinishSynced`). */
  private readonly finishListeners = new Map<string, Set<() => void>>();

  protected constructor(storage: KeyValueStorage) {
    this.storage = storage;
  }

  /**
   * Stores, all or nothing, the goals (with their dated check-ins) and the sessions whose ids are not stored yet;
   * resolves how many goals were new. The plan's active-goal limit refuses the whole call.
   */
  protected abstract storeGoals(goals: Goal[], sessions: TrainingSession[], userId: string): Promise<number>;
  protected abstract insertSessionRows(sessions: TrainingSession[], userId: string): Promise<void>;
  protected abstract fetchGoals(userId: string): Promise<Goal[]>;
  protected abstract storeNotificationPreferences(
    userId: string,
    preferences: NotificationPreferences,
  ): Promise<void>;
  protected abstract storeCheckIn(goalId: string, checkIn: GoalCheckIn, progress: number): Promise<void>;
  protected abstract storeGoalCompleted(goalId: string): Promise<void>;
  protected abstract storeGoalChanges(goalId: string, changes: GoalEdit): Promise<void>;
  /** Deletes the user's goal row (its sessions and check-ins go with it); rejects when there is none. */
  protected abstract removeGoalRow(goalId: string): Promise<void>;
  protected abstract storeSessionChanges(session: TrainingSession): Promise<void>;
  protected abstract storeSessionCompleted(sessionId: string, completed: boolean): Promise<void>;
  protected abstract removeSessionRow(sessionId: string): Promise<void>;
  protected abstract storeSessionPlan(sessionId: string, plan: SessionPlanBlock[]): Promise<void>;
  /** public.finish_training_session: resolves the minutes the server holds for the session. */
  protected abstract storeSessionFinished(sessionId: string, minutesTrained: number): Promise<number>;
  /** The signed-in user's id; rejects when nobody is signed in. */
  protected abstract requireUserId(): Promise<string>;

  abstract signIn(email: string, password: string): Promise<AuthUser>;
  abstract signUp(payload: RegistrationPayload): Promise<AuthUser>;
  abstract signOut(): Promise<void>;
  abstract getSession(): Promise<AuthUser | null>;
  abstract onAuthStateChange(listener: AuthListener): () => void;
  protected abstract fetchProfile(userId: string): Promise<Profile>;
  /** Stores a check-in under its id; an id already stored rejects with the duplicate-key code (23505). */
  protected abstract storeQuickTrackEntry(
    record: QuickTrackRecord & { id: string },
    userId: string,
  ): Promise<QuickTrackRecord>;
  /** The stored check-ins, newest first: `limit` after skipping `offset`. */
  protected abstract fetchQuickTrackEntries(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<QuickTrackRecord[]>;
  abstract listCheckIns(goalId: string, page: Page): Promise<GoalCheckIn[]>;
  abstract startGame(gameId: GameId): Promise<StartedGame>;
  abstract recordGameResult(playId: string, answers: DrillAnswers): Promise<RecordedGame>;
  abstract endGame(playId: string): Promise<void>;
  protected abstract fetchGameStats(): Promise<GameStats>;
  abstract startTrainingSession(sessionId: string): Promise<{ startedAt: string }>;
  protected abstract fetchActivityDays(): Promise<string[]>;
  abstract joinWaitlist(email: string): Promise<void>;
  abstract createCardToken(card: CardDetails): Promise<CardTokenResult>;
  abstract checkout(plan: SubscriptionTier, token?: string): Promise<SubscriptionTier>;

  forgetLastData(): void {
    forgetLastData(this.storage);
  }

  /** Offline, the profile last read on this device for the account (last-data.ts). */
  async getProfile(userId: string): Promise<Profile> {
    return this.readOrRecall('lastProfile', userId, () => this.fetchProfile(userId));
  }

  async getGameStats(): Promise<GameStats> {
    const userId = await this.requireUserId();
    return this.readOrRecall('lastGameStats', userId, () => this.fetchGameStats());
  }

  async listActivityDays(): Promise<string[]> {
    const userId = await this.requireUserId();
    return this.readOrRecall('lastActivityDays', userId, () => this.fetchActivityDays());
  }

  /**
   * `read`, its answer kept on this device for the account, or offline the last one kept (last-data.ts, loaded beside
   * the read: not part of any page's first load; when it cannot load, the read's own answer stands).
   */
  private readOrRecall<T>(name: LastDataName, userId: string, read: () => Promise<T>): Promise<T> {
    const answer = read();
    return import('./last-data').then(
      ({ settle }) => settle(name, this.storage, userId, answer),
      () => answer,
    );
  }

  async updateNotificationPreferences(userId: string, preferences: NotificationPreferences): Promise<void> {
    writeJson(this.storage, STORAGE_KEYS.notificationPreferences, preferences);
    await this.storeNotificationPreferences(userId, preferences);
  }

  /**
   * Database goals plus goals still waiting in local storage, so a fallback save never hides a goal. Offline, the
   * database's part is the last list this device read for the user.
   */
  async listGoals(userId: string): Promise<Goal[]> {
    const stored = await this.readOrRecall('lastGoals', userId, () => this.fetchGoals(userId));
    const storedIds = new Set(stored.map((goal) => goal.id));
    const goals = [...stored, ...this.getPendingGoals().filter((goal) => !storedIds.has(goal.id))];
    const waiting = [
      STORAGE_KEYS.queuedCheckIns,
      STORAGE_KEYS.queuedSessions,
      STORAGE_KEYS.queuedFinishes,
      STORAGE_KEYS.queuedGoalChanges,
    ];
    if (waiting.every((key) => this.storage.getItem(key) === null)) return goals;
    const [queue, { goalChangeQueue, withQueuedGoalChanges }] = await Promise.all([
      import('./device-queue'),
      import('./goal-change-queue'),
    ]);
    const checkIns = queue.checkInQueue.list(this.storage, userId);
    const sessions = queue.sessionQueue.list(this.storage, userId);
    const finishes = queue.finishQueue.list(this.storage, userId);
    const changed = withQueuedGoalChanges(goals, goalChangeQueue.list(this.storage, userId));
    return changed.map((goal) =>
      queue.withQueuedFinishes(
        queue.withQueuedSessions(queue.withQueuedCheckIns(goal, checkIns), sessions),
        finishes,
      ),
    );
  }

  async saveGoals(goals: Goal[], userId: string | null): Promise<SaveGoalsResult> {
    const prepared = withStableIds(goals);
    if (!userId) {
      addPendingGoals(this.storage, prepared);
      return { savedTo: 'local', goals: prepared };
    }
    try {
      await this.storeGoals(prepared, sessionsOf(prepared), userId);
      return { savedTo: 'database', goals: prepared };
    } catch (error) {
      // The limit is a decision, not an outage: storing the goals would only retry a refusal forever.
      if (isGoalLimitRefusal(error)) throw error;
      addPendingGoals(this.storage, prepared);
      // The queue's code not loading is itself the sign of being offline.
      const keptOnDevice = await import('./device-queue').then(
        ({ keptOnDeviceReason }) => keptOnDeviceReason(error, isOnline()),
        () => 'offline' as const,
      );
      if (!keptOnDevice)
        console.warn(
          'Saving goals to the database failed; kept in local storage to sync later:',
          error instanceof Error ? error.message : error,
        );
      return { savedTo: 'local', goals: prepared, ...(keptOnDevice ? { keptOnDevice } : {}) };
    }
  }

  /**
   * Saves a check-in; offline, or while the server waits for a parent's consent, it waits on this device instead
   * (marked `keptOnDevice`) and `syncDeviceQueue` stores it later under the same id. Other failures reject.
   */
  async addQuickTrackEntry(record: QuickTrackRecord): Promise<QuickTrackRecord> {
    const userId = await this.requireUserId();
    const entry = { ...record, id: record.id && isUuid(record.id) ? record.id : newId() };
    try {
      return await this.storeQuickTrackEntry(entry, userId);
    } catch (error) {
      // Loaded with the first list of check-ins (listQuickTrackEntries), so it is at hand offline too.
      const queue = await import('./device-queue').catch(() => null);
      const keptOnDevice = queue?.keptOnDeviceReason(error, isOnline());
      if (!queue || !keptOnDevice) throw error;
      const kept = { ...entry, keptOnDevice };
      queue.quickTrackQueue.add(this.storage, userId, kept);
      return kept;
    }
  }

  /**
   * Newest first: the stored check-ins, page by page; the first page also holds those still waiting on this device
   * (on top of its `limit`, so the later pages' offsets stay those of the stored list).
   */
  async listQuickTrackEntries(limit = 30, offset = 0): Promise<QuickTrackRecord[]> {
    const userId = await this.requireUserId();
    // The queues' code loads with the list (while online), so a check-in or goal edit saved offline later finds it.
    const [stored, queue] = await Promise.all([
      offset > 0
        ? this.fetchQuickTrackEntries(userId, limit, offset)
        : this.readOrRecall('lastQuickTrack', userId, () =>
            this.fetchQuickTrackEntries(userId, limit, offset),
          ),
      import('./device-queue'),
      import('./goal-change-queue'),
    ]);
    if (offset > 0) return stored;
    return queue.withQueued(stored, queue.quickTrackQueue.list(this.storage, userId));
  }

  /**
   * Sends what waits on this device (goals, then Quick Track check-ins, goal check-ins, sessions and the sessions
   * finished in the player) to the account; resolves how many items were stored. Safe to repeat and to interrupt: every item keeps its id, and one already stored is
   * only removed from the device. Rejects (keeping everything not yet stored) while the network or the consent still
   * waits.
   */
  async syncDeviceQueue(userId: string): Promise<number> {
    const goals = await this.syncPendingGoals(userId);
    const waiting = [
      STORAGE_KEYS.queuedQuickTrack,
      STORAGE_KEYS.queuedCheckIns,
      STORAGE_KEYS.queuedSessions,
      STORAGE_KEYS.queuedFinishes,
      STORAGE_KEYS.queuedGoalChanges,
    ];
    if (waiting.every((key) => this.storage.getItem(key) === null)) return goals;
    const { syncQueues } = await import('./sync-queues');
    return (
      goals +
      (await syncQueues(this.storage, userId, {
        storeQuickTrackEntry: (entry) => this.storeQuickTrackEntry(entry, userId),
        storeCheckIn: this.storeCheckIn.bind(this),
        insertSession: (session) => this.insertSessionRows([session], userId),
        storeSessionChanges: this.storeSessionChanges.bind(this),
        storeSessionCompleted: this.storeSessionCompleted.bind(this),
        storeGoalChanges: this.storeGoalChanges.bind(this),
        storeGoalCompleted: this.storeGoalCompleted.bind(this),
        storeSessionFinished: this.storeSessionFinished.bind(this),
        finishSent: (id) => this.finishListeners.get(id)?.forEach((listener) => listener()),
      }))
    );
  }

  getPendingGoals(): Goal[] {
    return readPendingGoals(this.storage);
  }

  async syncPendingGoals(userId: string): Promise<number> {
    const pending = this.getPendingGoals();
    if (pending.length === 0) return 0;
    // A planned day that is over everywhere can no longer be inserted; keeping it would make every sync fail.
    const earliest = earliestCalendarDay(new Date());
    const sessions = sessionsOf(pending).filter((session) => session.sessionDate >= earliest);
    const inserted = await this.storeGoals(pending, sessions, userId);
    removePendingGoals(this.storage, new Set(pending.map((goal) => goal.id)));
    return inserted;
  }

  /**
   * Adds a check-in to a goal; offline, or while the server waits for a parent's consent, it waits on this device
   * (the answer says why) and `syncDeviceQueue` stores it later under the same id. Other failures reject.
   */
  async recordCheckIn(goalId: string, checkIn: GoalCheckIn, progress: number): Promise<SaveOutcome> {
    const entry = { ...checkIn, id: checkIn.id ?? newId() };
    return this.orKeepOnDevice(
      () =>
        this.changeGoal(
          goalId,
          (goal) => ({ ...goal, progress, checkIns: [...goal.checkIns, checkIn] }),
          () => this.storeCheckIn(goalId, entry, progress),
        ),
      ({ checkInQueue }, userId) =>
        checkInQueue.add(this.storage, userId, { id: entry.id, goalId, checkIn, progress }),
    );
  }

  async completeGoal(goalId: string): Promise<SaveOutcome> {
    return this.changeGoalOrKeep(
      goalId,
      { completed: true },
      (goal) => ({ ...goal, status: 'completed', progress: 100 }),
      () => this.storeGoalCompleted(goalId),
    );
  }

  async updateGoal(goalId: string, changes: GoalEdit): Promise<SaveOutcome> {
    return this.changeGoalOrKeep(
      goalId,
      { changes },
      (goal) => ({ ...goal, ...changes }),
      () => this.storeGoalChanges(goalId, changes),
    );
  }

  /** As changeGoal; offline, or while consent waits, the change waits on this device (goal-change-queue.ts). */
  private changeGoalOrKeep(
    goalId: string,
    kept: GoalChange,
    change: (goal: Goal) => Goal,
    store: () => Promise<void>,
  ): Promise<SaveOutcome> {
    return this.orKeepOnDevice(
      () => this.changeGoal(goalId, change, store),
      async (_queue, userId) =>
        (await import('./goal-change-queue')).keepGoalChange(this.storage, userId, goalId, kept),
    );
  }

  async deleteGoal(goalId: string): Promise<void> {
    if (!this.isPendingGoal(goalId)) return this.removeGoalRow(goalId);
    removePendingGoals(this.storage, new Set([goalId]));
    await this.removeGoalRow(goalId).catch(() => undefined);
  }

  async addTrainingSession(goalId: string, session: TrainingSession): Promise<TrainingSession & SaveOutcome> {
    const saved = { ...session, id: newId(), goalId };
    if (this.isPendingGoal(goalId)) {
      updatePendingGoal(this.storage, goalId, (goal) => ({ ...goal, sessions: [...goal.sessions, saved] }));
      return saved;
    }
    const userId = await this.requireUserId();
    const outcome = await this.orKeepOnDevice(
      () => this.insertSessionRows([saved], userId),
      ({ sessionQueue }) =>
        sessionQueue.add(this.storage, userId, { id: saved.id, goalId, session: saved, added: true }),
    );
    return { ...saved, ...outcome };
  }

  async updateTrainingSession(session: TrainingSession): Promise<SaveOutcome> {
    const change = (current: TrainingSession): TrainingSession => ({
      ...current,
      sessionDate: session.sessionDate,
      startTime: session.startTime,
      duration: session.duration,
      notes: session.notes,
      ...(session.plan ? { plan: session.plan } : {}),
    });
    return this.orKeepOnDevice(
      () => this.changeSession(session.id, change, () => this.storeSessionChanges(session)),
      (_queue, userId) => this.keepSessionChange(userId, session.id, change),
    );
  }

  async setSessionCompleted(sessionId: string, completed: boolean): Promise<SaveOutcome> {
    // Unmarked done: a finish still waiting on this device must not mark it done again.
    if (!completed) await this.forgetQueuedFinish(sessionId);
    const change = (current: TrainingSession): TrainingSession => ({
      ...current,
      completed,
      // As the server: unmarking a session done forgets the minutes trained.
      minutesTrained: completed ? current.minutesTrained : null,
    });
    return this.orKeepOnDevice(
      () => this.changeSession(sessionId, change, () => this.storeSessionCompleted(sessionId, completed)),
      (_queue, userId) => this.keepSessionChange(userId, sessionId, change),
    );
  }

  async getTrainingSession(sessionId: string): Promise<TrainingSessionDetails> {
    // The finish queue's code loads with the session, so that a session finished offline finds it at hand.
    const [goals] = await Promise.all([
      this.listGoals(await this.requireUserId()),
      import('./device-queue').catch(() => null),
    ]);
    for (const goal of goals) {
      const session = goal.sessions.find((candidate) => candidate.id === sessionId);
      if (session) return { session, goal, plan: session.plan ?? [], startedAt: session.startedAt ?? null };
    }
    throw new DataError('Session not found', 'PGRST116');
  }

  async saveSessionPlan(sessionId: string, plan: SessionPlanBlock[]): Promise<SaveOutcome> {
    const change = (current: TrainingSession): TrainingSession => ({ ...current, plan });
    return this.orKeepOnDevice(
      () => this.changeSession(sessionId, change, () => this.storeSessionPlan(sessionId, plan)),
      (_queue, userId) => this.keepSessionChange(userId, sessionId, change),
    );
  }

  /**
   * Sent at once when online; offline (or while consent is pending) the finish waits on this device by the session's
   * id (the finish queue, which needs nothing else of the session), the session shows done with its minutes, and the
   * sync sends it, which the server counts once however often it arrives.
   */
  async finishTrainingSession(sessionId: string, minutesTrained: number): Promise<FinishedTrainingSession> {
    let recorded: number | null = null;
    const outcome = await this.orKeepOnDevice(
      async () => {
        recorded = await this.storeSessionFinished(sessionId, minutesTrained);
      },
      ({ finishQueue }, userId) => {
        // A finish already waiting keeps its minutes, as the server keeps the first.
        if (!finishQueue.list(this.storage, userId).some((item) => item.id === sessionId))
          finishQueue.add(this.storage, userId, { id: sessionId, minutesTrained });
      },
    );
    return { ...outcome, minutesTrained: recorded };
  }

  onFinishSynced(sessionId: string, listener: () => void): () => void {
    const listeners = this.finishListeners.get(sessionId) ?? new Set();
    listeners.add(listener);
    this.finishListeners.set(sessionId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.finishListeners.delete(sessionId);
    };
  }

  async deleteTrainingSession(sessionId: string): Promise<void> {
    await this.forgetQueuedFinish(sessionId);
    if (this.storage.getItem(STORAGE_KEYS.queuedSessions) !== null) {
      const { sessionQueue } = await import('./device-queue');
      const queued = sessionQueue
        .list(this.storage, await this.requireUserId())
        .find((item) => item.id === sessionId);
      sessionQueue.remove(this.storage, sessionId);
      // Added on this device only: the server never had it.
      if (queued?.added) return;
    }
    await this.changeSession(sessionId, null, () => this.removeSessionRow(sessionId));
  }

  /**
   * Runs `store`; offline, or while the server waits for a parent's consent, `keep` puts the save on this device
   * instead (`syncDeviceQueue` stores it later) and the answer says why. Other failures reject.
   */
  private async orKeepOnDevice(
    store: () => Promise<unknown>,
    keep: (queue: typeof import('./device-queue'), userId: string) => void | Promise<void>,
  ): Promise<SaveOutcome> {
    try {
      await store();
      return {};
    } catch (error) {
      const queue = await import('./device-queue').catch(() => null);
      const keptOnDevice = queue?.keptOnDeviceReason(error, isOnline());
      if (!queue || !keptOnDevice) throw await inAppWords(error);
      await keep(queue, await this.requireUserId());
      return { keptOnDevice };
    }
  }

  /** A change to a stored session kept on this device (goal-change-queue.ts: loaded only offline). */
  private async keepSessionChange(
    userId: string,
    sessionId: string,
    change: (session: TrainingSession) => TrainingSession,
  ): Promise<void> {
    (await import('./goal-change-queue')).keepSessionChange(this.storage, userId, sessionId, change);
  }

  private async forgetQueuedFinish(sessionId: string): Promise<void> {
    if (this.storage.getItem(STORAGE_KEYS.queuedFinishes) === null) return;
    const { finishQueue } = await import('./device-queue');
    finishQueue.remove(this.storage, sessionId);
  }

  private isPendingGoal(goalId: string): boolean {
    return this.getPendingGoals().some((goal) => goal.id === goalId);
  }

  /** As changeGoal, for a session (`change` null removes it). */
  private async changeSession(
    sessionId: string,
    change: ((session: TrainingSession) => TrainingSession) | null,
    store: () => Promise<void>,
  ): Promise<void> {
    const owner = this.getPendingGoals().find((goal) => goal.sessions.some((s) => s.id === sessionId));
    if (!owner) return store();
    updatePendingGoal(this.storage, owner.id, (goal) => ({
      ...goal,
      sessions: change
        ? goal.sessions.map((s) => (s.id === sessionId ? change(s) : s))
        : goal.sessions.filter((s) => s.id !== sessionId),
    }));
    await store().catch(() => undefined);
  }

  /**
   * A goal still pending in local storage is changed there (the sync inserts it as changed); the database copy, if
   * any, is changed too, and its failure then is not an error because the local copy holds the change.
   */
  private async changeGoal(
    goalId: string,
    change: (goal: Goal) => Goal,
    store: () => Promise<void>,
  ): Promise<void> {
    if (!this.isPendingGoal(goalId)) return store();
    updatePendingGoal(this.storage, goalId, change);
    await store().catch(() => undefined);
  }
}

/** A refused session save in the app's words (./training-sessions, loaded only when a save fails). */
const inAppWords = (error: unknown) =>
  import('./training-sessions').then(
    (module) => module.inAppWords(error),
    () => error,
  );

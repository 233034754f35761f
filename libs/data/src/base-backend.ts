import {
  type DrillAnswers,
  type GameId,
  type GameStats,
  type GameTicket,
  type Goal,
  type GoalCheckIn,
  type GoalEdit,
  type NotificationPreferences,
  type Profile,
  type QuickTrackRecord,
  type RecordedGame,
  type ReservedGameTicket,
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
  KeptGameResult,
  KeptRead,
  Page,
  SaveGoalsResult,
  SaveOutcome,
  TrainingSessionDetails,
} from './backend';
import type { QueuedGameResult } from './device-queue';
import { DataError, isGoalLimitRefusal } from './errors';
import type { LastDataName } from './last-data';
import { addPendingGoals, readPendingGoals, sessionsOf, withStableIds } from './pending-goals';
import { DEVICE_QUEUE_KEYS, forgetLastData, STORAGE_KEYS, writeJson, type KeyValueStorage } from './storage';

/** Where a tab says a session's finish left the device; open only while some page waits for one. */
function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel('dreampitch.finishSynced') : null;
}

/**
 * What the backend does on this device, apart from its server calls (SupabaseBackend): goal saving with the
 * local-storage fallback and its later sync, and the local copy of notification preferences. The subclass provides
 * the storage primitives; the saves (saves.ts, loaded apart from the
 * pages) call the public ones.
 */
export abstract class BaseBackend implements Backend {
  readonly storage: KeyValueStorage;
  /** Who waits for a session's finish to leave this device (`onFinishSynced`; told by `finishSent`). */
  private readonly finishListeners = new Map<string, Set<() => void>>();
  /** Hears the other tabs' finishes while a listener waits. */
  private finishChannel: BroadcastChannel | null = null;

  protected constructor(storage: KeyValueStorage) {
    this.storage = storage;
  }

  /**
   * Stores, all or nothing, the goals (with their dated check-ins) and the sessions whose ids are not stored yet;
   * resolves how many goals were new. The plan's active-goal limit refuses the whole call.
   */
  abstract storeGoals(goals: Goal[], sessions: TrainingSession[], userId: string): Promise<number>;
  abstract insertSessionRows(sessions: TrainingSession[], userId: string): Promise<void>;
  protected abstract fetchGoals(userId: string): Promise<Goal[]>;
  protected abstract storeNotificationPreferences(
    userId: string,
    preferences: NotificationPreferences,
  ): Promise<void>;
  abstract storeCheckIn(goalId: string, checkIn: GoalCheckIn, progress: number): Promise<void>;
  abstract storeGoalCompleted(goalId: string): Promise<void>;
  abstract storeGoalChanges(goalId: string, changes: GoalEdit): Promise<void>;
  /** Deletes the user's goal row (its sessions and check-ins go with it); rejects when there is none. */
  abstract removeGoalRow(goalId: string): Promise<void>;
  abstract storeSessionChanges(session: TrainingSession): Promise<void>;
  abstract storeSessionCompleted(sessionId: string, completed: boolean): Promise<void>;
  abstract removeSessionRow(sessionId: string): Promise<void>;
  abstract storeSessionPlan(sessionId: string, plan: SessionPlanBlock[]): Promise<void>;
  /** public.finish_training_session: resolves the minutes the server holds for the session. */
  abstract storeSessionFinished(sessionId: string, minutesTrained: number): Promise<number>;
  /** The signed-in user's id; rejects when nobody is signed in. */
  abstract requireUserId(): Promise<string>;

  abstract signIn(email: string, password: string): Promise<AuthUser>;
  abstract signUp(payload: RegistrationPayload): Promise<AuthUser>;
  abstract signOut(): Promise<void>;
  abstract getSession(): Promise<AuthUser | null>;
  abstract onAuthStateChange(listener: AuthListener): () => void;
  protected abstract fetchProfile(userId: string): Promise<Profile>;
  /** Stores a check-in under its id; an id already stored rejects with the duplicate-key code (23505). */
  abstract storeQuickTrackEntry(
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
  abstract reserveGameTicket(gameId: GameId): Promise<ReservedGameTicket>;
  abstract recordTicketResult(
    ticketId: string,
    answers: DrillAnswers,
    seconds: number,
    finishedAt: string,
  ): Promise<RecordedGame>;
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
   * A page's read named by its query key, its last answer kept for the signed-in account and answered offline (the
   * family links, the e-mail status, Insights, the Pro tools), saying when it was kept; signed out, only the read itself.
   */
  async keptRead<T>(key: string, read: () => Promise<T>): Promise<KeptRead<T>> {
    const userId = await this.requireUserId().catch(() => null);
    return userId ? this.recallOrRead(`read:${key}`, userId, read) : { value: await read() };
  }

  private readOrRecall<T>(name: LastDataName, userId: string, read: () => Promise<T>): Promise<T> {
    return this.recallOrRead(name, userId, read).then((answer) => answer.value);
  }

  /**
   * `read`, its answer kept on this device for the account, or offline the last one kept (last-data.ts, loaded beside
   * the read: not part of any page's first load; when it cannot load, the read's own answer stands).
   */
  private recallOrRead<T>(name: LastDataName, userId: string, read: () => Promise<T>): Promise<KeptRead<T>> {
    const answer = read();
    return import('./last-data').then(
      ({ settle }) => settle(name, this.storage, userId, answer),
      () => answer.then((value) => ({ value })),
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
    void preloadSaves();
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
    return (await saves()).withQueuedSaves(this.storage, userId, goals);
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
      // The saves' code not loading is itself the sign of being offline.
      const keptOnDevice = await saves().then(
        (module) => module.goalsKeptReason(error),
        () => 'offline' as const,
      );
      return { savedTo: 'local', goals: prepared, ...(keptOnDevice ? { keptOnDevice } : {}) };
    }
  }

  /**
   * Newest first: the stored check-ins, page by page; the first page also holds those still waiting on this device
   * (on top of its `limit`, so the later pages' offsets stay those of the stored list).
   */
  async listQuickTrackEntries(limit = 30, offset = 0): Promise<QuickTrackRecord[]> {
    const userId = await this.requireUserId();
    // The saves' code loads with the list (while online), so a check-in saved offline later finds it.
    const [stored, module] = await Promise.all([
      offset > 0
        ? this.fetchQuickTrackEntries(userId, limit, offset)
        : this.readOrRecall('lastQuickTrack', userId, () =>
            this.fetchQuickTrackEntries(userId, limit, offset),
          ),
      saves(),
    ]);
    return offset > 0 ? stored : module.withQueuedQuickTrack(this.storage, userId, stored);
  }

  /**
   * Records a finished game; when the connection dropped after the server started it, the play id and the answers wait
   * on this device instead (the answer says so) and `syncDeviceQueue` sends them later. Other failures reject. The
   * code is the queue's, loaded before the game started (syncGameResults), so it is at hand offline.
   */
  recordOrKeepGameResult(playId: string, answers: DrillAnswers): Promise<RecordedGame | KeptGameResult> {
    return import('./device-queue').then((queue) =>
      queue.recordOrKeepGameResult(
        this.storage,
        () => this.requireUserId(),
        { id: playId, answers },
        (entry) => this.sendGameResult(entry),
      ),
    );
  }

  /** As recordOrKeepGameResult, for a game played offline from the ticket kept on this device (keepGameTicket). */
  async recordOrKeepTicketResult(
    ticket: GameTicket,
    answers: DrillAnswers,
    seconds: number,
    finishedAt: string,
  ): Promise<RecordedGame | KeptGameResult> {
    const [queue, userId] = await Promise.all([import('./device-queue'), this.requireUserId()]);
    return queue.recordOrKeepTicketResult(
      this.storage,
      userId,
      ticket,
      { id: ticket.id, answers, offline: { seconds, finishedAt } },
      (entry) => this.sendGameResult(entry),
    );
  }

  /**
   * Sends the games finished offline, before any new start (which would end the game they belong to). Loads the queue's
   * code even when nothing waits, so a game finished offline can wait on the device.
   */
  async syncGameResults(userId: string): Promise<number> {
    const queue = await import('./device-queue');
    return queue.syncGameResults(this.storage, userId, (entry) => this.sendGameResult(entry));
  }

  /**
   * Online, keeps a ticket on this device for an offline game (its code, the queue's, is then at hand offline too).
   */
  async keepGameTicket(userId: string, gameId: GameId): Promise<GameTicket | null> {
    const queue = await import('./device-queue');
    return queue.keepGameTicket(this.storage, userId, () => this.reserveGameTicket(gameId));
  }

  async keptGameTicket(userId: string): Promise<GameTicket | null> {
    const queue = await import('./device-queue');
    return queue.keptGameTicket(this.storage, userId, new Date());
  }

  /** A result kept on this device, sent the way it was played: a game the server started, or one from a ticket. */
  private sendGameResult(entry: QueuedGameResult): Promise<RecordedGame> {
    return entry.offline
      ? this.recordTicketResult(entry.id, entry.answers, entry.offline.seconds, entry.offline.finishedAt)
      : this.recordGameResult(entry.id, entry.answers);
  }

  getPendingGoals(): Goal[] {
    return readPendingGoals(this.storage);
  }

  async getTrainingSession(sessionId: string): Promise<TrainingSessionDetails> {
    // The saves' code loads with the goals (listGoals), so that a session finished offline finds it at hand.
    const goals = await this.listGoals(await this.requireUserId());
    for (const goal of goals) {
      const session = goal.sessions.find((candidate) => candidate.id === sessionId);
      if (session) return { session, goal, plan: session.plan ?? [], startedAt: session.startedAt ?? null };
    }
    throw new DataError('Session not found', 'PGRST116');
  }

  /** Told when this tab or another of this origin sends the session's finish. */
  onFinishSynced(sessionId: string, listener: () => void): () => void {
    if (this.finishListeners.size === 0) this.finishChannel = this.listenToOtherTabs();
    const listeners = this.finishListeners.get(sessionId) ?? new Set();
    listeners.add(listener);
    this.finishListeners.set(sessionId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.finishListeners.delete(sessionId);
      if (this.finishListeners.size > 0) return;
      this.finishChannel?.close();
      this.finishChannel = null;
    };
  }

  /**
   * A finish left this device (saves.ts's sync): this tab's listeners are told, and so are the other tabs', whose
   * player may show the same finish as waiting (every tab syncs on reconnection; one of them sends it).
   */
  finishSent(sessionId: string): void {
    this.finishListeners.get(sessionId)?.forEach((listener) => listener());
    // Through this tab's own channel when it listens, which never hears its own messages.
    const channel = this.finishChannel ?? openChannel();
    channel?.postMessage(sessionId);
    if (channel !== this.finishChannel) channel?.close();
  }

  private listenToOtherTabs(): BroadcastChannel | null {
    const channel = openChannel();
    if (channel)
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'string')
          this.finishListeners.get(event.data)?.forEach((listener) => listener());
      };
    return channel;
  }

  addQuickTrackEntry(record: QuickTrackRecord): Promise<QuickTrackRecord> {
    return saves().then((s) => s.addQuickTrackEntry(this, record));
  }

  /**
   * Nothing waiting (the usual visit, and every retry the session makes while online) is told from storage alone: the
   * sync's code (the saves and the game queue, 4.8 KiB gzip) would otherwise load at the start of every signed-in page.
   */
  syncDeviceQueue(userId: string): Promise<number> {
    if (DEVICE_QUEUE_KEYS.every((key) => this.storage.getItem(key) === null)) return Promise.resolve(0);
    return saves().then((s) => s.syncDeviceQueue(this, userId));
  }

  syncPendingGoals(userId: string): Promise<number> {
    return saves().then((s) => s.syncPendingGoals(this, userId));
  }

  recordCheckIn(goalId: string, checkIn: GoalCheckIn, progress: number): Promise<SaveOutcome> {
    return saves().then((s) => s.recordCheckIn(this, goalId, checkIn, progress));
  }

  completeGoal(goalId: string): Promise<SaveOutcome> {
    return saves().then((s) => s.completeGoal(this, goalId));
  }

  updateGoal(goalId: string, changes: GoalEdit): Promise<SaveOutcome> {
    return saves().then((s) => s.updateGoal(this, goalId, changes));
  }

  deleteGoal(goalId: string): Promise<void> {
    return saves().then((s) => s.deleteGoal(this, goalId));
  }

  addTrainingSession(goalId: string, session: TrainingSession): Promise<TrainingSession & SaveOutcome> {
    return saves().then((s) => s.addTrainingSession(this, goalId, session));
  }

  updateTrainingSession(session: TrainingSession): Promise<SaveOutcome> {
    return saves().then((s) => s.updateTrainingSession(this, session));
  }

  setSessionCompleted(sessionId: string, completed: boolean): Promise<SaveOutcome> {
    return saves().then((s) => s.setSessionCompleted(this, sessionId, completed));
  }

  saveSessionPlan(sessionId: string, plan: SessionPlanBlock[]): Promise<SaveOutcome> {
    return saves().then((s) => s.saveSessionPlan(this, sessionId, plan));
  }

  finishTrainingSession(sessionId: string, minutesTrained: number): Promise<FinishedTrainingSession> {
    return saves().then((s) => s.finishTrainingSession(this, sessionId, minutesTrained));
  }

  deleteTrainingSession(sessionId: string): Promise<void> {
    return saves().then((s) => s.deleteTrainingSession(this, sessionId));
  }
}

/**
 * The saves (saves.ts): no page's first render saves, so their code is not in any first load. It loads beside the
 * first read of goals or check-ins, so a save made after the device went offline finds it at hand.
 */
const saves = () => import('./saves');

/** Offline the saves' code may not load: the reads go on without it. */
const preloadSaves = () => saves().catch(() => undefined);

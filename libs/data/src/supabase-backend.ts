import {
  MESSAGES,
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
  type ReservedGameTicket,
  type StartedGame,
  type RegistrationPayload,
  type SessionPlanBlock,
  type SubscriptionTier,
  type TrainingSession,
} from '@dreampitch/domain';
import type { AuthChangeEvent, SupabaseClient, SupabaseClientOptions, User } from '@supabase/supabase-js';
import type {
  AuthEvent,
  AuthListener,
  AuthUser,
  AuthUserMetadata,
  CardDetails,
  CardTokenResult,
  Page,
} from './backend';
import { mayHaveStoredSession, removeStoredSession, watchOtherTabSignIn } from './device-session';
import type { Database, TablesUpdate } from './database.types';
import { deviceTimeZone } from './device-time-zone';
import { fromJsonb, toJsonb } from './rpc';
import { BaseBackend } from './base-backend';
import { DataError, emailConfirmationRequiredError, toDataError } from './errors';
import type { GameStatsJson, RecordedGameJson } from './game-json';
import { checkInFromRow, RECENT_CHECK_INS } from './check-ins';
import { goalFromListItem, goalToInsert, sessionToInsert, type GoalListItemJson } from './goal-rows';
import { failFastOffline } from './offline-fetch';
import { profileFromTable } from './profile-rows';
import { fromQuickTrackRow, toQuickTrackInsert } from './quick-track-rows';
import type { KeyValueStorage } from './storage';
import type { StoredSession } from './stored-session';

export interface SupabaseBackendOptions {
  url: string;
  anonKey: string;
  storage: KeyValueStorage;
  clientOptions?: SupabaseClientOptions<'public'>;
}

/** The supabase-js client typed with the generated schema (`npm run db:types`). */
export type DataClient = SupabaseClient<Database>;

/** What reading and writing data needs of the client: PostgREST, invoking functions, and who is signed in. */
export type DataQueries = Pick<DataClient, 'from' | 'rpc'> & {
  functions: Pick<DataClient['functions'], 'invoke'>;
  auth: Pick<DataClient['auth'], 'getSession'>;
};

interface QueryResult<T> {
  data: T | null;
  error: unknown;
}

const NOT_SIGNED_IN = 'Not signed in';
const FAILED = MESSAGES.somethingWentWrongTryAgain;

/** The backend over supabase-js: hosted Supabase in production, the local backend in development and tests. */
export class SupabaseBackend extends BaseBackend {
  /** The row mappers, lent to the feature backends built on this one so the bundle carries one copy. */
  readonly rows = { goalFromListItem, profileFromTable } as const;

  private readonly options: SupabaseBackendOptions;
  private clientPromise: Promise<DataClient> | null = null;
  /** The session stored on this device, restored without supabase-js (./stored-session), until its client exists. */
  private storedSession: Promise<StoredSession | null> | null = null;
  /** The address's fragment when the page opened (GET /auth/v1/verify's redirect), kept before supabase-js clears it. */
  readonly authRedirect = typeof location === 'undefined' ? '' : location.hash;
  /** Auth listeners registered before the client existed, attached when it is created. */
  private readonly awaitingClient = new Set<(client: Promise<DataClient>) => void>();

  constructor(options: SupabaseBackendOptions) {
    super(options.storage);
    this.options = options;
  }

  /**
   * One client, created on first use so pages that never need data, and visitors who are not signed
   * in, never download supabase-js.
   */
  client(): Promise<DataClient> {
    if (!this.clientPromise) {
      const created = import(/* webpackChunkName: "supabase-js" */ '@supabase/supabase-js').then(
        ({ createClient }) =>
          createClient<Database>(this.options.url, this.options.anonKey, {
            ...this.options.clientOptions,
            global: {
              ...this.options.clientOptions?.global,
              fetch: failFastOffline(this.options.clientOptions?.global?.fetch ?? fetch),
            },
          }),
      );
      this.clientPromise = created;
      for (const attach of this.awaitingClient) attach(created);
      this.awaitingClient.clear();
    }
    return this.clientPromise;
  }

  /** The client for data: supabase-js's, or until it exists the stored session's (see `getSession`). */
  async dataClient(): Promise<DataQueries> {
    return (!this.clientPromise && (await this.storedSession)) || this.client();
  }

  // Auth

  async signIn(email: string, password: string): Promise<AuthUser> {
    const client = await this.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error || !data.user) throw toDataError(error, MESSAGES.loginFailed);
    return toAuthUser(data.user);
  }

  async signUp(payload: RegistrationPayload): Promise<AuthUser> {
    const client = await this.client();
    const isPlayer = payload.accountType === 'player';
    const metadata: AuthUserMetadata = {
      first_name: payload.firstName,
      last_name: payload.lastName,
      accountType: payload.accountType,
      age: isPlayer ? (payload.age ?? null) : null,
      parentEmail: isPlayer ? (payload.parentEmail ?? null) : null,
    };
    const { data, error } = await client.auth.signUp({
      email: payload.email,
      password: payload.password,
      options: { data: metadata },
    });
    if (error || !data.user) throw toDataError(error, MESSAGES.registrationFailed);
    // A backend with "Confirm email" on answers the new user without a session: nobody is signed in yet.
    if (!data.session) throw emailConfirmationRequiredError();
    return toAuthUser(data.user);
  }

  /**
   * Ends the session on this device at once, before supabase-js downloads: a page opened right after (the sign-in
   * page) finds nobody signed in. supabase-js then ends its own copy (SIGNED_OUT to every listener) and, with the
   * token read before the removal, the session on the server (its own sign-out finds no session left to send).
   */
  async signOut(): Promise<void> {
    this.forgetLastData();
    const removed = removeStoredSession(this.options.url, this.options.clientOptions);
    const client = await this.client();
    await client.auth.signOut({ scope: 'local' });
    const token = await removed;
    if (!token) return;
    const { error } = await client.auth.admin.signOut(token);
    if (error) throw toDataError(error, MESSAGES.signOutFailed);
  }

  /**
   * A valid session stored on this device is answered without supabase-js (34 KiB gzip): its data clients (chunk
   * `supabase-data`, 7 KiB) serve the page, and supabase-js's client is created only when the session needs it
   * (./stored-session) or for an auth action. Anything else (a session about to expire, an auth redirect) goes
   * through supabase-js at once.
   */
  async getSession(): Promise<AuthUser | null> {
    if (!this.clientPromise) {
      if (!(await mayHaveStoredSession(this.options.url, this.options.clientOptions))) return null;
      // A chunk that fails to load (offline, not cached) leaves the restore to supabase-js.
      this.storedSession ??= import(/* webpackChunkName: "supabase-data" */ './stored-session')
        .then(({ restoreStoredSession }) => restoreStoredSession(this.options, () => this.client()))
        .catch(() => null);
      const stored = await this.storedSession;
      if (stored && !this.clientPromise) return toAuthUser(stored.session.user);
    }
    const client = await this.client();
    const { data, error } = await client.auth.getSession();
    if (error) throw toDataError(error, MESSAGES.sessionRestoreFailed);
    return data.session ? toAuthUser(data.session.user) : null;
  }

  onAuthStateChange(listener: AuthListener): () => void {
    let unsubscribe: (() => void) | null = null;
    let active = true;
    let stopWatchingOtherTabs = () => {};
    const subscribe = (clientPromise: Promise<DataClient>) => {
      stopWatchingOtherTabs();
      void clientPromise.then((client) => {
        if (!active) return;
        const { data } = client.auth.onAuthStateChange((event, session) => {
          // supabase-js holds a lock while it notifies; calling it back from inside the callback would deadlock.
          setTimeout(() => {
            if (active) listener(toAuthEvent(event), session ? toAuthUser(session.user) : null);
          }, 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      });
    };
    if (this.clientPromise) subscribe(this.clientPromise);
    else {
      // Subscribing now would download supabase-js for a visitor who is not signed in: wait for the client.
      this.awaitingClient.add(subscribe);
      stopWatchingOtherTabs = watchOtherTabSignIn(this.options.url, this.options.clientOptions, () => {
        // The new client reports the stored session as INITIAL_SESSION; for this tab it is a sign-in.
        void this.getSession().then((user) => {
          if (active && user) listener('SIGNED_IN', user);
        });
      });
    }
    return () => {
      active = false;
      this.awaitingClient.delete(subscribe);
      stopWatchingOtherTabs();
      unsubscribe?.();
    };
  }

  // Profiles

  protected async fetchProfile(userId: string): Promise<Profile> {
    const client = await this.dataClient();
    return profileFromTable(
      unwrap(await client.from('profiles').select('*').eq('id', userId).single(), 'Profile not found'),
    );
  }

  protected async storeNotificationPreferences(
    userId: string,
    preferences: NotificationPreferences,
  ): Promise<void> {
    const client = await this.dataClient();
    const { error } = await client
      .from('profiles')
      .update({ notification_preferences: toJsonb(preferences) })
      .eq('id', userId);
    if (error) throw toDataError(error, MESSAGES.failedToSaveNotificationPreferences);
  }

  // Goals

  /** One request, one transaction: public.save_goals (20261124150400_save_goals.sql). */
  async storeGoals(goals: Goal[], sessions: TrainingSession[], userId: string): Promise<number> {
    const client = await this.dataClient();
    const { data, error } = await client.rpc('save_goals', {
      p_goals: goals.map((goal) => ({
        id: goal.id,
        ...goalToInsert(goal, userId),
        // Undated entries stand for check-ins counted before goal_check_ins existed: nothing to store.
        dated_check_ins: goal.checkIns
          .filter((checkIn) => checkIn.date !== '')
          .map((checkIn) => ({ checked_on: checkIn.date.slice(0, 10), note: checkIn.note })),
      })),
      p_sessions: sessions.map((session) => toSessionRow(session, userId)),
    });
    if (error) throw toDataError(error, MESSAGES.failedToSaveGoalsShort);
    return data ?? 0;
  }

  async insertSessionRows(sessions: TrainingSession[], userId: string): Promise<void> {
    if (sessions.length === 0) return;
    const client = await this.dataClient();
    const rows = sessions.map((session) => toSessionRow(session, userId));
    const { error } = await client.from('training_sessions').insert(rows);
    if (error) throw toDataError(error, MESSAGES.failedToSaveTrainingSessions);
  }

  /** One request: public.goal_list (20261126100000_aggregate_reads.sql), whatever the number of rows behind it. */
  protected async fetchGoals(userId: string): Promise<Goal[]> {
    const client = await this.dataClient();
    const list = await client.rpc('goal_list', { p_user_id: userId, p_recent: RECENT_CHECK_INS });
    return fromJsonb<GoalListItemJson[]>(unwrap(list, FAILED)).map(goalFromListItem);
  }

  async listCheckIns(goalId: string, page: Page): Promise<GoalCheckIn[]> {
    const client = await this.dataClient();
    const rows = unwrap(
      await client
        .from('goal_check_ins')
        .select('checked_on, note')
        .eq('goal_id', goalId)
        .order('checked_on', { ascending: false })
        .order('created_at', { ascending: false })
        .range(page.offset, page.offset + page.limit - 1),
      FAILED,
    );
    return rows.map(checkInFromRow);
  }

  async storeCheckIn(goalId: string, checkIn: GoalCheckIn, progress: number): Promise<void> {
    const client = await this.dataClient();
    const userId = await this.requireUserId();
    // The insert policy refuses a goal that is not the caller's, so the progress update below is the user's own.
    const { error } = await client
      .from('goal_check_ins')
      .insert(toCheckInInsert(goalId, userId, checkIn, progress));
    if (error) throw toDataError(error, MESSAGES.failedToSaveCheckIn);
    await this.updateOwnGoal(goalId, { progress });
  }

  async storeGoalCompleted(goalId: string): Promise<void> {
    await this.updateOwnGoal(goalId, { status: 'completed', progress: 100 });
  }

  async storeGoalChanges(goalId: string, changes: GoalEdit): Promise<void> {
    await this.updateOwnGoal(goalId, {
      title: changes.title,
      description: changes.description,
      target_date: changes.targetDate,
    });
  }

  async removeGoalRow(goalId: string): Promise<void> {
    await this.changeOwnGoal(goalId, null);
  }

  async storeSessionChanges(session: TrainingSession): Promise<void> {
    await this.changeOwnSession(session.id, {
      session_date: session.sessionDate,
      start_time: session.startTime || null,
      duration: session.duration,
      notes: session.notes,
      ...(session.plan ? { plan: toJsonb(session.plan) } : {}),
    });
  }

  async storeSessionPlan(sessionId: string, plan: SessionPlanBlock[]): Promise<void> {
    await this.changeOwnSession(sessionId, { plan: toJsonb(plan) });
  }

  async startTrainingSession(sessionId: string): Promise<{ startedAt: string }> {
    const [client, calls] = await Promise.all([this.dataClient(), trainingSessionCalls()]);
    return calls.startTrainingSession(client, sessionId);
  }

  async storeSessionFinished(sessionId: string, minutesTrained: number): Promise<number> {
    const [client, calls] = await Promise.all([this.dataClient(), trainingSessionCalls()]);
    return calls.finishTrainingSession(client, sessionId, minutesTrained);
  }

  async storeSessionCompleted(sessionId: string, completed: boolean): Promise<void> {
    await this.changeOwnSession(sessionId, { completed });
  }

  async removeSessionRow(sessionId: string): Promise<void> {
    await this.changeOwnSession(sessionId, null);
  }

  // Quick Track

  async storeQuickTrackEntry(
    record: QuickTrackRecord & { id: string },
    userId: string,
  ): Promise<QuickTrackRecord> {
    const client = await this.dataClient();
    const row = unwrap(
      await client
        .from('quick_track_entries')
        .insert({ ...toQuickTrackInsert(record), id: record.id, user_id: userId })
        .select('*')
        .single(),
      'Failed to save the entry',
    );
    return fromQuickTrackRow(row);
  }

  protected async fetchQuickTrackEntries(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<QuickTrackRecord[]> {
    const client = await this.dataClient();
    const rows = unwrap(
      await client
        .from('quick_track_entries')
        .select('*')
        .eq('user_id', userId)
        .order('entry_date', { ascending: false })
        .order('created_at', { ascending: false })
        .range(offset, offset + limit - 1),
      'Failed to load entries',
    );
    return rows.map(fromQuickTrackRow);
  }

  // Games

  async startGame(gameId: GameId): Promise<StartedGame> {
    const client = await this.dataClient();
    const { data, error } = await client.rpc('start_game', { p_game_id: gameId });
    if (error || !data) throw toDataError(error, MESSAGES.failedToStartGame);
    return fromJsonb<StartedGame>(data);
  }

  async recordGameResult(playId: string, answers: DrillAnswers): Promise<RecordedGame> {
    const client = await this.dataClient();
    const [{ data, error }, { recordedGameFromJson }] = await Promise.all([
      client.rpc('record_game_result', { p_play_id: playId, p_answers: answers }),
      gameJson(),
    ]);
    if (error || !data) throw toDataError(error, MESSAGES.failedToSaveGameResult);
    return recordedGameFromJson(fromJsonb<RecordedGameJson>(data));
  }

  async reserveGameTicket(gameId: GameId): Promise<ReservedGameTicket> {
    const client = await this.dataClient();
    const { data, error } = await client.rpc('reserve_game_ticket', { p_game_id: gameId });
    if (error || !data) throw toDataError(error, MESSAGES.failedToStartGame);
    return fromJsonb<ReservedGameTicket>(data);
  }

  async recordTicketResult(
    ticketId: string,
    answers: DrillAnswers,
    seconds: number,
    finishedAt: string,
  ): Promise<RecordedGame> {
    const client = await this.dataClient();
    const [{ data, error }, { recordedGameFromJson }] = await Promise.all([
      client.rpc('record_game_result', {
        p_ticket_id: ticketId,
        p_answers: answers,
        p_seconds: seconds,
        p_finished_at: finishedAt,
      }),
      gameJson(),
    ]);
    if (error || !data) throw toDataError(error, MESSAGES.failedToSaveGameResult);
    return recordedGameFromJson(fromJsonb<RecordedGameJson>(data));
  }

  async endGame(playId: string): Promise<void> {
    const client = await this.dataClient();
    const { error } = await client.rpc('end_game', { p_play_id: playId });
    if (error) throw toDataError(error, MESSAGES.failedToStartGame);
  }

  protected async fetchGameStats(): Promise<GameStats> {
    const client = await this.dataClient();
    const [{ data, error }, { gameStatsFromJson }] = await Promise.all([
      client.rpc('game_stats'),
      gameJson(),
    ]);
    if (error || !data) throw toDataError(error, MESSAGES.failedToLoadGameStats);
    return gameStatsFromJson(fromJsonb<GameStatsJson>(data));
  }

  // Streak

  protected async fetchActivityDays(): Promise<string[]> {
    const client = await this.dataClient();
    const days = await client.rpc('activity_days', {
      // A browser that names no zone counts its days in UTC.
      p_time_zone: deviceTimeZone() ?? 'UTC',
    });
    return fromJsonb<string[]>(unwrap(days, FAILED));
  }

  // Waitlist

  async joinWaitlist(email: string): Promise<void> {
    const client = await this.dataClient();
    const { error } = await client.from('waitlist_emails').insert({ email: email.trim() });
    if (error) throw toDataError(error, MESSAGES.failedToJoinWaitlist);
  }

  // Billing

  async createCardToken(card: CardDetails): Promise<CardTokenResult> {
    const body = await this.invokeFunction('billing-token', card);
    const tokenId = readTokenId(body);
    if (tokenId) return { tokenId };
    return { error: { message: readError(body)?.message ?? MESSAGES.paymentFailed } };
  }

  async checkout(plan: SubscriptionTier, token?: string): Promise<SubscriptionTier> {
    const body = await this.invokeFunction('billing-checkout', token ? { plan, token } : { plan });
    const error = readError(body);
    if (error) throw error;
    // 'free' cancels at the end of the period: the plan paid for stays until then.
    const subscription = (body as { subscription?: { plan?: SubscriptionTier } | null }).subscription;
    return plan === 'free' ? (subscription?.plan ?? 'free') : plan;
  }

  // Internals

  async requireUserId(): Promise<string> {
    const user = await this.getSession();
    if (!user) throw new DataError(NOT_SIGNED_IN);
    return user.id;
  }

  private async updateOwnGoal(goalId: string, values: TablesUpdate<'goals'>): Promise<void> {
    await this.changeOwnGoal(goalId, values);
  }

  /**
   * Updates (`values`) or deletes (null) one goal or session the caller may change. RLS hides other users' rows, so
   * "no row changed" means not found rather than success.
   */
  private async changeOwnGoal(id: string, values: TablesUpdate<'goals'> | null): Promise<void> {
    const table = (await this.dataClient()).from('goals');
    const query = values ? table.update(values) : table.delete();
    expectOneRow(await query.eq('id', id).select('id'), 'Goal not found');
  }

  private async changeOwnSession(
    id: string,
    values: TablesUpdate<'training_sessions'> | null,
  ): Promise<void> {
    const table = (await this.dataClient()).from('training_sessions');
    const query = values ? table.update(values) : table.delete();
    expectOneRow(await query.eq('id', id).select('id'), 'Session not found');
  }

  /** POSTs to an edge function; an error status still yields its JSON body (the provider's message lives there). */
  async invokeFunction(name: string, body: object): Promise<unknown> {
    const client = await this.dataClient();
    const { data, error } = await client.functions.invoke(name, { body });
    if (!error) return data;
    const response = (error as { context?: unknown }).context;
    if (response instanceof Response) {
      const parsed: unknown = await response.json().catch(() => null);
      if (parsed) return parsed;
    }
    throw toDataError(error, MESSAGES.paymentFailed);
  }
}

/**
 * The games' answers as the app's model, with the level rules: only signed-in players of a game need them, so they
 * are not part of every page's start-up code (about 0.5 KiB gzip).
 */
const gameJson = () => import('./game-json');

/** The session player's start and finish (./training-sessions), loaded with the first of them. */
const trainingSessionCalls = () => import('./training-sessions');

function expectOneRow(result: QueryResult<unknown[]>, notFound: string): void {
  if (unwrap(result, notFound).length === 0) throw new DataError(notFound, 'PGRST116');
}

function unwrap<T>(result: QueryResult<T>, fallbackMessage: string): NonNullable<T> {
  if (result.error || result.data == null) throw toDataError(result.error, fallbackMessage);
  return result.data;
}

function toCheckInInsert(goalId: string, userId: string, checkIn: GoalCheckIn, progress: number) {
  return {
    ...(checkIn.id ? { id: checkIn.id } : {}),
    goal_id: goalId,
    user_id: userId,
    checked_on: checkIn.date.slice(0, 10),
    note: checkIn.note,
    progress,
  };
}

function toSessionRow(session: TrainingSession, userId: string) {
  const row = sessionToInsert(session, session.goalId ?? '', userId);
  return { id: session.id, ...row, start_time: session.startTime || null, plan: toJsonb(row.plan ?? []) };
}

function toAuthUser(user: User): AuthUser {
  const metadata = (user.user_metadata ?? {}) as AuthUserMetadata;
  return { id: user.id, email: user.email ?? '', metadata };
}

function toAuthEvent(event: AuthChangeEvent): AuthEvent {
  // A mailed password-reset link signed its user in; a second factor verified changes the user.
  if (event === 'PASSWORD_RECOVERY') return 'SIGNED_IN';
  return event === 'MFA_CHALLENGE_VERIFIED' ? 'USER_UPDATED' : event;
}

/** Stripe's token shape: `{ id: 'tok_…', … }`. */
function readTokenId(body: unknown): string | null {
  const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id ? id : null;
}

/** Stripe's and the functions' error shape: `{ error: { code, message } }`. */
function readError(body: unknown): DataError | null {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  if (!error || typeof error !== 'object') return null;
  const { message, code } = error as { message?: unknown; code?: unknown };
  return new DataError(
    typeof message === 'string' && message ? message : MESSAGES.paymentFailed,
    typeof code === 'string' ? code : null,
  );
}

import type {
  AccountType,
  DrillAnswers,
  GameId,
  GameTicket,
  GameStats,
  Goal,
  GoalCheckIn,
  KeptOnDevice,
  GoalEdit,
  NotificationPreferences,
  Profile,
  QuickTrackRecord,
  RecordedGame,
  ReservedGameTicket,
  StartedGame,
  RegistrationPayload,
  SessionPlanBlock,
  SubscriptionTier,
  TrainingSession,
} from '@dreampitch/domain';

/** The authenticated account as the auth service knows it (no tokens: those stay inside the client). */
export interface AuthUser {
  id: string;
  email: string;
  /** The registration metadata sent at sign-up (spec §3 registration payload, minus the password). */
  metadata: AuthUserMetadata;
}

export interface AuthUserMetadata {
  first_name?: string;
  last_name?: string;
  accountType?: AccountType;
  age?: number | null;
  parentEmail?: string | null;
}

export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED';

export type AuthListener = (event: AuthEvent, user: AuthUser | null) => void;

/** Where `saveGoals` put the goals: the database, or the local-storage fallback (synced later). */
/** A save (a goal check-in, a session): stored, or waiting on this device and why. */
export interface SaveOutcome {
  keptOnDevice?: KeptOnDevice;
}

export interface SaveGoalsResult {
  savedTo: 'database' | 'local';
  /** The goals as saved; ids are uuids (non-uuid ids are replaced so a retried insert is idempotent). */
  goals: Goal[];
  /** Why the goals wait on this device, when it is a wait rather than a failure (offline, consent pending). */
  keptOnDevice?: KeptOnDevice;
}

/** A session as the session player opens it: the session, the goal it trains for, its plan and its start. */
export interface TrainingSessionDetails {
  session: TrainingSession;
  goal: Goal;
  /** The drills in the order they are played; empty for a session planned without drills. */
  plan: SessionPlanBlock[];
  /** When the server recorded the start (`startTrainingSession`), or null before. */
  startedAt: string | null;
}

/** A session finished in the player: the minutes the server recorded (those of the first finish when sent again). */
export interface FinishedTrainingSession extends SaveOutcome {
  /** Null while the finish waits on this device. */
  minutesTrained: number | null;
}

/** One page of a history that is read newest first. */
export interface Page {
  offset: number;
  limit: number;
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Mirrors a card provider's createToken: either a token id or the provider's error message. */
export type CardTokenResult =
  { tokenId: string; error?: undefined } | { tokenId?: undefined; error: { message: string } };

/**
 * Everything the app asks of its backend (spec §7). Implemented by `SupabaseBackend`: supabase-js against hosted
 * Supabase, the local backend, or in demo mode the same schema and rules in the page (./demo).
 * Failures reject with an `Error` whose message is the backend's message; the free-goal limit rejects with
 * MESSAGES.freeGoalLimit of @dreampitch/domain. Calls that act "as the user" reject when nobody is signed in.
 */
/** A read's answer; `keptAt` (an ISO time) when it is the copy this device kept, shown offline; none for the server's. */
export interface KeptRead<T> {
  value: T;
  keptAt?: string;
}

export interface Backend {
  // Auth
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Creates the account; the profile is created from the metadata. Resolves the signed-in user. */
  signUp(payload: RegistrationPayload): Promise<AuthUser>;
  /** Signs out; what this device kept of the account to show offline goes too (`forgetLastData`). */
  signOut(): Promise<void>;
  /**
   * Removes from this device the last data of every account (kept to show visited pages offline), so the next user of
   * the device sees nothing of the last one. Saves still waiting to sync stay: they belong to their account and sync
   * at its next sign-in.
   */
  forgetLastData(): void;
  /** `read` under its query key: offline, its last answer for the signed-in account (last-data.ts) and its time. */
  keptRead<T>(key: string, read: () => Promise<T>): Promise<KeptRead<T>>;
  /** The restored session's user, or null. */
  getSession(): Promise<AuthUser | null>;
  /** Sign-in/out in this tab or another tab. Returns the unsubscribe function. */
  onAuthStateChange(listener: AuthListener): () => void;

  // Profiles
  getProfile(userId: string): Promise<Profile>;
  /** Saves on the profile and in local storage (spec §7). */
  updateNotificationPreferences(userId: string, preferences: NotificationPreferences): Promise<void>;

  // Goals
  /**
   * The user's goals with their sessions, oldest first, in one request. `checkIns` holds the RECENT_CHECK_INS newest
   * dated check-ins (oldest first) after undated entries for the rest, so its length counts them all; older dated
   * ones: `listCheckIns`.
   */
  listGoals(userId: string): Promise<Goal[]>;
  /** A page of a goal's dated check-ins, newest first: `limit` of them after skipping `offset`. */
  listCheckIns(goalId: string, page: Page): Promise<GoalCheckIn[]>;
  /**
   * Spec §7: one goals row per goal, one training_sessions row per session. No user (null) or any failure other than
   * the free-goal limit → the whole list goes to local storage (pending) and the promise resolves with
   * `savedTo: 'local'`. The free-goal limit rejects with the spec's message and saves nothing.
   */
  saveGoals(goals: Goal[], userId: string | null): Promise<SaveGoalsResult>;
  /** Goals waiting in local storage. */
  getPendingGoals(): Goal[];
  /** Pushes pending goals to the database (no duplicates); resolves the number of goals synced. */
  syncPendingGoals(userId: string): Promise<number>;
  /**
   * Pushes everything waiting on this device (goals, Quick Track check-ins) to the account, without duplicates even
   * when a previous sync was interrupted; resolves how many items were stored. Rejects while still offline or while
   * a parent's consent is pending (the items stay on the device).
   */
  syncDeviceQueue(userId: string): Promise<number>;
  /** Appends the check-in and sets progress (0-100); offline it waits on the device (`keptOnDevice` says why). */
  recordCheckIn(goalId: string, checkIn: GoalCheckIn, progress: number): Promise<SaveOutcome>;
  /** Status completed, progress 100; offline it waits on the device (`keptOnDevice` says why). */
  completeGoal(goalId: string): Promise<SaveOutcome>;
  /**
   * Changes a goal's title, description and target date (a pending goal's local copy too); offline it waits on the
   * device (`keptOnDevice` says why).
   */
  updateGoal(goalId: string, changes: GoalEdit): Promise<SaveOutcome>;
  /** Removes a goal with its sessions and check-ins (a pending goal from local storage too). */
  deleteGoal(goalId: string): Promise<void>;
  /**
   * Adds a session to a goal of the signed-in user (to a pending goal's local copy when the goal waits there).
   * A day already over everywhere is refused with MESSAGES.sessionInPast. Offline, or while a parent's consent is
   * pending, the session (as each change below) waits on this device (`keptOnDevice` says why) and
   * `syncDeviceQueue` stores it later.
   */
  addTrainingSession(goalId: string, session: TrainingSession): Promise<TrainingSession & SaveOutcome>;
  /**
   * Changes a session's day, start time, duration, notes and (when it carries one) plan; moving it to a day already
   * over is refused, and so is a duration the plan no longer fits (`plan_too_long`).
   */
  updateTrainingSession(session: TrainingSession): Promise<SaveOutcome>;
  /** Removes a session (one added on this device and not synced yet only from the device). */
  deleteTrainingSession(sessionId: string): Promise<void>;
  setSessionCompleted(sessionId: string, completed: boolean): Promise<SaveOutcome>;

  // Sessions built from drills (sessions are created with a plan: `TrainingSession.plan`)
  /**
   * The signed-in user's session with its goal, plan and start, from the goal list (offline: the last one read on
   * this device, with its changes waiting there). Rejects `Session not found` (PGRST116) for any other session.
   */
  getTrainingSession(sessionId: string): Promise<TrainingSessionDetails>;
  /**
   * Replaces a session's plan. The server refuses a drill it does not have (`unknown_drill`), a plan longer than the
   * session (`plan_too_long`) or shorter than 15 minutes (`plan_too_short`), a malformed one (`invalid_plan`), each
   * with its message; offline it waits on this device like any session change.
   */
  saveSessionPlan(sessionId: string, plan: SessionPlanBlock[]): Promise<SaveOutcome>;
  /** Records the start on the server's clock, once (a second call answers the first start). Needs the network. */
  startTrainingSession(sessionId: string): Promise<{ startedAt: string }>;
  /**
   * Marks the session done with the minutes trained. The server refuses more minutes than have passed since the start
   * (`minutes_not_elapsed`) and a session never started (`session_not_started`); a second finish changes nothing.
   * Offline, or while a parent's consent is pending, the finish waits on this device and `syncDeviceQueue` sends it
   * once (a session whose start never reached the server is then only marked done).
   */
  finishTrainingSession(sessionId: string, minutesTrained: number): Promise<FinishedTrainingSession>;
  /**
   * Calls `listener` once a finish that waited on this device has reached the account (`syncDeviceQueue`).
   * Returns the unsubscribe.
   */
  onFinishSynced(sessionId: string, listener: () => void): () => void;

  // Quick Track (signed-in user)
  /**
   * Offline or while a parent's consent is pending, the check-in waits on this device (`keptOnDevice` says why) and
   * `syncDeviceQueue` stores it later.
   */
  addQuickTrackEntry(record: QuickTrackRecord): Promise<QuickTrackRecord>;
  /**
   * Newest first: `limit` entries after skipping `offset` (the older ones are the next page). The first page also
   * holds the check-ins waiting on this device.
   */
  listQuickTrackEntries(limit?: number, offset?: number): Promise<QuickTrackRecord[]>;

  // Games (signed-in user)
  /**
   * Starts a game on the server's clock, within the supervising parent's daily limit: answers the game (null once
   * today's game time is used up, nothing started) and today's game time, in one call. Refuses more than
   * GAMES_PER_HOUR starts an hour (`too_many_games`) and a child awaiting consent (`consent_pending`: not saved).
   */
  startGame(gameId: GameId): Promise<StartedGame>;
  /**
   * One call finishes the game `playId`: the server times it by its own clock (at most its countdown), scores the
   * answers, refuses what no person could have played (DataError with the token as code, domain drillPlayRefusal),
   * awards achievements once, and answers the saved result, the newly earned achievements and the updated stats.
   */
  recordGameResult(playId: string, answers: DrillAnswers): Promise<RecordedGame>;
  /**
   * As recordGameResult; offline (the game was started, the connection dropped before its result went out) the play
   * id and the answers wait on this device, `syncDeviceQueue` sends them once back online, and the answer says so.
   */
  recordOrKeepGameResult(playId: string, answers: DrillAnswers): Promise<RecordedGame | KeptGameResult>;
  /**
   * Sends the games finished offline on this device (each recorded once; one the server refuses for good is
   * forgotten); resolves how many were recorded. Called before a new start, which ends the game they belong to; it also
   * loads, while online, what a game finished offline needs to wait on this device.
   */
  syncGameResults(userId: string): Promise<number>;
  /** Ends a game left unfinished: the time until now counts against today's game time. */
  endGame(playId: string): Promise<void>;
  /**
   * Reserves a ticket for one game played later, offline: start_game's refusals apply (`consent_pending`,
   * `too_many_games`), and no ticket is issued once today's game time is used up.
   */
  reserveGameTicket(gameId: GameId): Promise<ReservedGameTicket>;
  /**
   * Records the game played offline from `ticketId`, with the seconds and the end time this device measured: the
   * server scores the answers and bounds the time (the ticket's countdown, the parent's limit) and the date (between
   * the ticket's issue and now). A ticket saves one game (`ticket_used`), within GAME_RESULT_LATE_HOURS
   * (`ticket_expired`).
   */
  recordTicketResult(
    ticketId: string,
    answers: DrillAnswers,
    seconds: number,
    finishedAt: string,
  ): Promise<RecordedGame>;
  /**
   * Keeps one ticket on this device for `userId`'s next offline game, reserving one when none is fresh (domain
   * gameTicketAge); resolves the ticket kept, or null. Rejects when the reservation does (offline, consent pending).
   */
  keepGameTicket(userId: string, gameId: GameId): Promise<GameTicket | null>;
  /** The ticket kept on this device that can still save `userId`'s game, or null. */
  keptGameTicket(userId: string): Promise<GameTicket | null>;
  /**
   * Records a game played from the kept `ticket`, which leaves the device first (one game each); offline the result
   * waits on this device and `syncDeviceQueue` sends it once back online. Check it first with domain drillPlayRefusal:
   * what the server refuses as unplayable it refuses for good.
   */
  recordOrKeepTicketResult(
    ticket: GameTicket,
    answers: DrillAnswers,
    seconds: number,
    finishedAt: string,
  ): Promise<RecordedGame | KeptGameResult>;
  /** Points, games, average and time played, counted by the server over every game. */
  getGameStats(): Promise<GameStats>;

  // Streak
  /**
   * Every day (`YYYY-MM-DD` in this device's time zone, oldest first) the player checked in, used Quick Track, finished
   * a session or played a game (domain `streakDays`), counted by the server over every row.
   */
  listActivityDays(): Promise<string[]>;

  // Waitlist (anyone)
  /** Trimmed; an e-mail already on the list is a success. */
  joinWaitlist(email: string): Promise<void>;

  // Billing
  /** Simulated card provider (Stripe test-card semantics). Used when no publishable key is configured. */
  createCardToken(card: CardDetails): Promise<CardTokenResult>;
  /**
   * Starts a subscription (paid plans need a card token) or, with 'free', cancels it at the end of the period.
   * Resolves the plan the user is on now. Switching between paid plans: `billingBackendFor(backend).changePlan`.
   */
  checkout(plan: SubscriptionTier, token?: string): Promise<SubscriptionTier>;
}

/** A finished game waiting on this device (offline): it earns nothing until the server records it. */
export interface KeptGameResult {
  keptOnDevice: 'offline';
  newAchievements: [];
}

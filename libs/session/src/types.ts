import type {
  KeptOnDevice,
  Achievement,
  AppUser,
  DrillAnswers,
  GameId,
  GameTicket,
  StartedGame,
  GameStats,
  NotificationPreferences,
  RegistrationPayload,
  SubscriptionTier,
} from '@dreampitch/domain';

export interface AuthContextValue {
  /** The in-app user (spec §3, defaults applied), or null when signed out. */
  user: AppUser | null;
  /** True while the session is restored and during login and registration. */
  loading: boolean;
  /**
   * Toasts 'Welcome back!' (unless `announceSuccess: false`); on failure rejects with the backend's message or
   * 'Login failed', without a toast: the sign-in form shows it inline.
   */
  login(email: string, password: string, options?: AuthOptions): Promise<void>;
  /**
   * Toasts 'Account created successfully!' (unless `announceSuccess: false`); on failure rejects with the message or
   * 'Registration failed', without a toast: the sign-up form shows it inline.
   */
  register(payload: RegistrationPayload, options?: AuthOptions): Promise<void>;
  logout(): Promise<void>;
  /**
   * Saves on the profile and in local storage; toasts 'Notification preferences updated successfully!'. On failure
   * rejects without a toast: the settings form shows the message inline.
   */
  updateNotificationPreferences(preferences: NotificationPreferences): Promise<void>;
  /**
   * Server-side plan change (paid plans need the card token). Updates user and tier; on failure rejects without a
   * toast: the payment form or the downgrade dialog shows the failure inline.
   */
  updateSubscription(plan: SubscriptionTier, token?: string): Promise<void>;
  refreshProfile(): Promise<void>;
}

export interface AuthOptions {
  /**
   * False when the caller announces a larger outcome itself (the wizard's 'Account created and goals saved
   * successfully!'), so one event gets one message. Defaults to true.
   */
  announceSuccess?: boolean;
}

export interface SubscriptionValue {
  /**
   * The tier whose features and limits the signed-in user has, as the server answers it (the user's own plan, or Pro
   * through a linked parent's Parent plan); 'free' when signed out.
   */
  tier: SubscriptionTier;
  /** True on a paid tier (pro or parent). */
  isSubscribed: boolean;
  /** True when the tier comes from a parent's Parent plan, not a plan of the user's own. */
  throughParentPlan: boolean;
}

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/**
 * One message per event. A toast is for an outcome with no place on screen: a success after which the user moves on
 * ('Welcome back!', 'Goals saved successfully!'), or a failure of something running in the background (the profile, a
 * game result). A failure of what the user just submitted or confirmed (a form, a dialog) is shown inline, next to
 * it, where they fix and retry, and is never toasted as well. Messages come from the catalogue of @dreampitch/domain.
 */
export interface ToastApi {
  showToast(message: string, kind?: ToastKind): void;
}

export interface ToastsValue {
  toasts: Toast[];
  dismiss(id: number): void;
}

export interface GameStatsValue {
  /** null until first loaded (and when signed out). */
  stats: GameStats | null;
  /**
   * Starts a game on the server (its clock times the game) within the parent's daily limit, and answers today's game
   * time in the same request; null when signed out (the game plays, nothing is saved). Rejects when the server
   * refuses (DataError with the token as code) or cannot be reached.
   */
  startGame(gameId: GameId): Promise<StartedGame | null>;
  /**
   * Spec §4 finish flow in one request: the server times the game `playId`, scores the answers, saves the result and
   * awards achievements; the stats update from its answer. Resolves the newly earned achievements; offline, the
   * result waits on this device (`keptOnDevice`) and is sent once back online; on failure toasts (the server's reason
   * when it refused, else 'Failed to save game result') and resolves no achievements.
   */
  recordGameResult(playId: string, answers: DrillAnswers): Promise<GameResultSaved>;
  /** Ends a game the player left unfinished, so only the time until now counts (fire and forget). */
  endGame(playId: string): void;
  /**
   * As recordGameResult, for a game played offline from `ticket` (`offlineGameTicket`) and timed by this device: the
   * server bounds the time and the date. Offline the result waits on this device (`keptOnDevice`).
   */
  recordTicketResult(ticket: GameTicket, answers: DrillAnswers, seconds: number): Promise<GameResultSaved>;
  /** While online, keeps a ticket on this device so the next game can start offline (fire and forget). */
  keepGameTicket(gameId: GameId): void;
  /** The ticket kept on this device that can start a game offline, or null (signed out, none kept). */
  offlineGameTicket(): Promise<GameTicket | null>;
}

/** A finished game's save: the achievements it earned, or why it waits on this device. */
export interface GameResultSaved {
  newAchievements: Achievement[];
  keptOnDevice?: KeptOnDevice;
}

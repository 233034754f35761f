import type {
  Achievement,
  AppUser,
  DrillAnswers,
  GameId,
  GameStats,
  NotificationPreferences,
  Profile,
  RegistrationPayload,
  SubscriptionTier,
} from '@dreampitch/domain';

export interface AuthContextValue {
  /** The in-app user (spec §3, defaults applied), or null when signed out. */
  user: AppUser | null;
  profile: Profile | null;
  /** True while the session is restored and during login and registration. */
  loading: boolean;
  /** Toasts 'Welcome back!'; on failure toasts and rejects with the backend's message or 'Login failed'. */
  login(email: string, password: string): Promise<void>;
  /** Toasts 'Account created successfully!'; on failure toasts and rejects with the message or 'Registration failed'. */
  register(payload: RegistrationPayload): Promise<void>;
  logout(): Promise<void>;
  /** Saves on the profile and in local storage; toasts 'Notification preferences updated successfully!'. */
  updateNotificationPreferences(preferences: NotificationPreferences): Promise<void>;
  /**
   * Server-side plan change (paid plans need the card token). Updates user and tier; on failure toasts
   * 'Failed to update subscription' and rejects.
   */
  updateSubscription(plan: SubscriptionTier, token?: string): Promise<void>;
  refreshProfile(): Promise<void>;
}

export interface SubscriptionValue {
  /** Follows the signed-in user's tier; 'free' when signed out. */
  tier: SubscriptionTier;
  /** True on a paid tier (pro or parent). */
  isSubscribed: boolean;
}

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

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
  loading: boolean;
  refresh(): Promise<void>;
  /**
   * Spec §4 finish flow in one request: the server scores the answers, saves the result and awards achievements; the
   * stats update from its answer. Resolves the newly earned achievements; on failure toasts (the server's reason when
   * it refused, else 'Failed to save game result') and resolves [].
   */
  recordGameResult(gameId: GameId, answers: DrillAnswers, durationSeconds: number): Promise<Achievement[]>;
}

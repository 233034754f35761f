import { DataError, type AuthUser, type Backend } from '@dreampitch/data';
import {
  errorMessage,
  MESSAGES,
  serverErrorMessage,
  signInEmail,
  toAppUser,
  type DrillAnswers,
  type StartedGame,
  type GameId,
  type GameTicket,
  type NotificationPreferences,
  type Profile,
  type RegistrationPayload,
  type SubscriptionTier,
} from '@dreampitch/domain';
import { startTransition } from 'react';
import type { AuthOptions, GameResultSaved } from './types';
import {
  authUserAtom,
  gameStatsAtom,
  loadingAtom,
  pushToast,
  sessionKnownBeforeStart,
  sessionStore as store,
  userAtom,
} from './store';

/** How often saves waiting on this device are tried again without an `online` event. */
const RETRY_SYNC_MS = 5_000;

/**
 * The session's behaviour over one backend, kept outside React so the provider, the hooks and the auth listener all
 * change the same atoms the same way.
 */
export class SessionController {
  /** A sync is under way: a retry does not start a second one beside it. */
  private syncing = false;

  private readonly backend: Backend;
  /** Bumped on every sign-in/out so a profile that arrives after the user changed is dropped. */
  private generation = 0;

  constructor(backend: Backend) {
    this.backend = backend;
  }

  /** Restores the session and follows auth events (other tabs included). Returns the cleanup. */
  start(): () => void {
    // A page hydrated from prerendered HTML was told before hydrating that nobody is signed in (`knownSignedOut`):
    // turning loading back on would make it render differently from its HTML.
    if (!sessionKnownBeforeStart) store.set(loadingAtom, true);
    const unsubscribe = this.backend.onAuthStateChange((event, authUser) => {
      if (event === 'SIGNED_OUT') this.clear();
      else if (authUser && event === 'SIGNED_IN' && store.get(authUserAtom)?.id !== authUser.id) {
        void this.applySignedIn(authUser);
      }
    });
    void this.restore();
    // Whatever was saved on this device while offline goes to the account as soon as the network is back; the user
    // was told it would, so they are told when it did.
    const syncWhenOnline = () => {
      const authUser = store.get(authUserAtom);
      if (authUser) this.syncDeviceQueue(authUser.id, true);
    };
    globalThis.addEventListener?.('online', syncWhenOnline);
    // A page reloaded offline can report itself online throughout (Chromium keeps navigator.onLine true, so no
    // `online` event comes back): what waits on the device is tried again now and then. An empty queue is a storage
    // read, no request.
    const retry = setInterval(syncWhenOnline, RETRY_SYNC_MS);
    return () => {
      unsubscribe();
      globalThis.removeEventListener?.('online', syncWhenOnline);
      clearInterval(retry);
    };
  }

  async login(email: string, password: string, { announceSuccess = true }: AuthOptions = {}): Promise<void> {
    store.set(loadingAtom, true);
    try {
      // A managed child types a username: it signs in as its account's address (MANAGED_CHILD_EMAIL_DOMAIN).
      const authUser = await this.backend.signIn(signInEmail(email), password);
      await this.applySignedIn(authUser);
      if (announceSuccess) pushToast(MESSAGES.welcomeBack, 'success');
    } catch (error) {
      throw this.failure(error, MESSAGES.loginFailed);
    } finally {
      store.set(loadingAtom, false);
    }
  }

  async register(payload: RegistrationPayload, { announceSuccess = true }: AuthOptions = {}): Promise<void> {
    store.set(loadingAtom, true);
    try {
      const authUser = await this.backend.signUp(payload);
      await this.applySignedIn(authUser);
      if (announceSuccess) pushToast(MESSAGES.accountCreated, 'success');
    } catch (error) {
      throw this.failure(error, MESSAGES.registrationFailed);
    } finally {
      store.set(loadingAtom, false);
    }
  }

  async logout(): Promise<void> {
    try {
      await this.backend.signOut();
    } catch (error) {
      // The local session ends anyway: a user who asked to sign out must not stay signed in on this device.
      console.error('Sign-out request failed', error);
    }
    this.clear();
  }

  async updateNotificationPreferences(preferences: NotificationPreferences): Promise<void> {
    const user = this.requireUser();
    try {
      await this.backend.updateNotificationPreferences(user.id, preferences);
    } catch (error) {
      throw this.failure(error, MESSAGES.genericError);
    }
    store.set(userAtom, (current) =>
      current ? { ...current, notificationPreferences: preferences } : current,
    );
    pushToast(MESSAGES.notificationPreferencesUpdated, 'success');
  }

  async updateSubscription(plan: SubscriptionTier, token?: string): Promise<void> {
    const user = this.requireUser();
    try {
      await this.backend.checkout(plan, token);
    } catch (error) {
      throw error instanceof Error ? error : new Error(MESSAGES.failedToUpdateSubscription);
    }
    const profile = await this.backend.getProfile(user.id).catch(() => null);
    if (profile) this.setProfile(profile);
    else {
      store.set(userAtom, (current) =>
        current
          ? { ...current, subscriptionTier: plan, subscriptionStatus: 'active', effectiveTier: plan }
          : current,
      );
    }
  }

  async refreshProfile(): Promise<void> {
    const authUser = store.get(authUserAtom);
    if (!authUser) return;
    const generation = this.generation;
    const profile = await this.loadProfile(authUser);
    if (generation === this.generation) this.setUser(authUser, profile);
  }

  /**
   * As a transition, like the user: the stats arrive while a page is loading (the dashboard asks for them with its own
   * data), and a plain update rendered every subscribed page (the whole dashboard) in one unsliced task.
   */
  async refreshGameStats(): Promise<void> {
    if (!store.get(authUserAtom)) {
      store.set(gameStatsAtom, null);
      return;
    }
    try {
      const stats = await this.backend.getGameStats();
      startTransition(() => store.set(gameStatsAtom, stats));
    } catch (error) {
      console.error('Failed to load game stats', error);
    }
  }

  /** Signed out: no game on the server (nothing is saved). Errors reach the caller, which offers a retry. */
  async startGame(gameId: GameId): Promise<StartedGame | null> {
    const authUser = store.get(authUserAtom);
    if (!authUser) return null;
    // A result kept on this device goes first: the new start ends the game it belongs to. Offline, the start fails.
    await this.backend.syncGameResults(authUser.id).catch(() => undefined);
    return this.backend.startGame(gameId);
  }

  recordGameResult(playId: string, answers: DrillAnswers): Promise<GameResultSaved> {
    return this.saveGame(() => this.backend.recordOrKeepGameResult(playId, answers));
  }

  /** A game played offline from the ticket kept on this device, timed by this device: `seconds`, ending now. */
  recordTicketResult(ticket: GameTicket, answers: DrillAnswers, seconds: number): Promise<GameResultSaved> {
    return this.saveGame(() =>
      this.backend.recordOrKeepTicketResult(ticket, answers, seconds, new Date().toISOString()),
    );
  }

  /**
   * Online, keeps a ticket on this device for the player's next offline game. Nothing to tell when it cannot (offline,
   * consent pending, the hour's starts used): a game started online needs none.
   */
  keepGameTicket(gameId: GameId): void {
    const authUser = store.get(authUserAtom);
    if (authUser) this.backend.keepGameTicket(authUser.id, gameId).catch(() => undefined);
  }

  /** The ticket kept on this device for the signed-in player's offline game, or null. */
  async offlineGameTicket(): Promise<GameTicket | null> {
    const authUser = store.get(authUserAtom);
    return authUser ? this.backend.keptGameTicket(authUser.id).catch(() => null) : null;
  }

  private async saveGame(
    record: () => ReturnType<Backend['recordOrKeepGameResult']>,
  ): Promise<GameResultSaved> {
    if (!store.get(authUserAtom)) return { newAchievements: [] };
    try {
      const recorded = await record();
      if ('stats' in recorded) store.set(gameStatsAtom, recorded.stats);
      return recorded;
    } catch (error) {
      console.error('Failed to save game result', error);
      this.toastGameError(error);
      return { newAchievements: [] };
    }
  }

  /** A game left unfinished; if the call is lost, the server counts the game until the next start. */
  endGame(playId: string): void {
    if (!store.get(authUserAtom)) return;
    this.backend.endGame(playId).catch(() => undefined);
  }

  /** A refusal of the server's rules says why; anything else is the spec's message. */
  private toastGameError(error: unknown): void {
    pushToast(
      error instanceof DataError && serverErrorMessage(error.code)
        ? error.message
        : MESSAGES.failedToSaveGameResult,
      'error',
    );
  }

  private async restore(): Promise<void> {
    const generation = this.generation;
    try {
      const authUser = await this.backend.getSession();
      if (generation !== this.generation) return;
      if (authUser) await this.applySignedIn(authUser);
      else this.clear();
    } catch (error) {
      console.error('Could not restore the session', error);
      if (generation === this.generation) this.clear();
    } finally {
      // Settled with the user (setUser, clear) when the session was restored; this covers a restore overtaken.
      store.set(loadingAtom, false);
    }
  }

  private async applySignedIn(authUser: AuthUser): Promise<void> {
    const generation = ++this.generation;
    if (store.get(authUserAtom)?.id !== authUser.id) store.set(gameStatsAtom, null);
    store.set(authUserAtom, authUser);
    const profile = await this.loadProfile(authUser);
    if (generation !== this.generation) return;
    this.setUser(authUser, profile);
    // Goals and check-ins saved on this device (offline, before the account existed, or before a parent consented)
    // go to the account now.
    this.syncDeviceQueue(authUser.id);
  }

  private syncDeviceQueue(userId: string, announce = false): void {
    // A sync that cannot finish (offline, consent still pending, a server hiccup) keeps everything on the device for
    // the next load, sign-in or reconnection: nothing to tell the user here.
    if (this.syncing) return;
    this.syncing = true;
    this.backend.syncDeviceQueue(userId).then(
      (synced) => {
        this.syncing = false;
        if (announce && synced > 0) pushToast(MESSAGES.syncedWhenOnline, 'success');
        // A game played offline is in the account now: stats on screen count it.
        if (synced > 0 && store.get(gameStatsAtom)) void this.refreshGameStats();
      },
      () => {
        this.syncing = false;
      },
    );
  }

  private async loadProfile(authUser: AuthUser): Promise<Profile | null> {
    const generation = this.generation;
    try {
      return await this.backend.getProfile(authUser.id);
    } catch (error) {
      // A session that ended while its profile loaded (signed out at once, another tab) has nothing to tell: the
      // server refused the read because nobody is signed in any more.
      if (generation !== this.generation) return null;
      console.error('Failed to load user profile', error);
      pushToast(MESSAGES.failedToLoadProfile, 'error');
      return null;
    }
  }

  /**
   * The user, and with it the end of loading (restore, sign-in): a guard must never see one without the other. As a
   * transition, like `clear`: React renders the page a restored session reveals (the whole signed-in page) in
   * slices, not in one long task, and a navigation made in the same step (`asOneTransition`) renders with it, so a
   * route guard never sees the new session on the page being left. React renders each transition on its own, so
   * what belongs together is changed in one call.
   */
  private setUser(authUser: AuthUser, profile: Profile | null): void {
    startTransition(() => {
      store.set(userAtom, toAppUser(profile, authUser));
      store.set(loadingAtom, false);
    });
  }

  private setProfile(profile: Profile): void {
    const authUser = store.get(authUserAtom);
    if (authUser) this.setUser(authUser, profile);
  }

  private clear(): void {
    this.generation += 1;
    // Signed out here, in another tab, or by deleting the account: nothing of it stays for the next user.
    this.backend.forgetLastData();
    startTransition(() => {
      store.set(authUserAtom, null);
      store.set(userAtom, null);
      store.set(gameStatsAtom, null);
    });
  }

  private requireUser(): AuthUser {
    const authUser = store.get(authUserAtom);
    if (!authUser) throw new Error('Not signed in');
    return authUser;
  }

  /**
   * The backend's message (or the fallback) as the Error to reject with. Not toasted: the form that asked shows it
   * inline, where the user fixes and retries (one message per event, see `useToast`).
   */
  /** The app's message for a failure, keeping the backend's code (e.g. a sign-up that waits for e-mail confirmation). */
  private failure(error: unknown, fallback: string): Error {
    const message = errorMessage(error, fallback);
    return error instanceof DataError ? new DataError(message, error.code) : new Error(message);
  }
}

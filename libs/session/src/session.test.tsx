import { type Backend, type SupabaseBackend } from '@dreampitch/data';
import { familyBackendFor } from '@dreampitch/data/family';
import {
  bootTestHost,
  elapseLastGame,
  setOffline,
  signedInBackend,
  signedOutBackend as hostClient,
} from '@dreampitch/data/testing';
import { MESSAGES, SERVER_ERROR_MESSAGES, type Goal, type RegistrationPayload } from '@dreampitch/domain';
import { beforeAll, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAuth, useGameStats, useSubscription, useToast, useToasts } from './hooks';
import { SessionController } from './controller';
import { SessionProvider } from './SessionProvider';
import { authUserAtom, gameStatsAtom, sessionStore, toastsAtom } from './store';

const PLAYER: RegistrationPayload = {
  email: 'lena@example.com',
  password: 'secret-pass-1',
  firstName: 'Lena',
  lastName: 'Kick',
  accountType: 'player',
  age: 11,
  parentEmail: 'guardian@example.com',
};

function wrapperFor(backend: Backend) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SessionProvider backend={backend}>{children}</SessionProvider>;
  };
}

/** Session, tier and toasts together, as a page sees them. */
function useSession() {
  return { auth: useAuth(), subscription: useSubscription(), toasts: useToasts().toasts };
}

async function renderSession(backend: Backend) {
  const view = renderHook(useSession, { wrapper: wrapperFor(backend) });
  await waitFor(() => expect(view.result.current.auth.loading).toBe(false));
  return view;
}

let playerRegistered: Promise<void> | null = null;

/** A backend of the file's host, where PLAYER is registered (once, with a parent who consents), nobody signed in. */
async function signedOutBackend(): Promise<SupabaseBackend> {
  playerRegistered ??= signedInBackend({ ...PLAYER, parentEmail: undefined }).then((backend) =>
    backend.signOut(),
  );
  await playerRegistered;
  return hostClient();
}

/** The signed-in player's id. */
async function idOf(backend: Backend): Promise<string> {
  return (await backend.getSession())!.id;
}

function toastMessages(): string[] {
  return sessionStore.get(toastsAtom).map((toast) => `${toast.kind}: ${toast.message}`);
}

beforeAll(bootTestHost, 120_000);

beforeEach(() => {
  sessionStore.set(toastsAtom, []);
  // Module-wide too: each test's player has stats of its own, which the previous test's must not stand in for.
  sessionStore.set(gameStatsAtom, null);
});

describe('hooks outside the provider', () => {
  test.each([
    ['useAuth', useAuth],
    ['useSubscription', useSubscription],
    ['useToast', useToast],
    ['useToasts', useToasts],
    ['useGameStats', useGameStats],
  ] as const)('%s throws a clear error', (name, hook) => {
    expect(() => renderHook(() => hook())).toThrow(`${name} must be used within SessionProvider`);
  });
});

describe('SessionProvider', () => {
  test('demo mode signs in the mock user on the free tier', async () => {
    const backend = await signedInBackend();
    const { result } = await renderSession(backend);
    expect(result.current.auth.user).toMatchObject({
      id: await idOf(backend),
      firstName: 'Demo',
      ageGroup: '13-17',
      positionPreference: 'versatile',
      trainingAvailability: 'medium',
    });
    expect(result.current.subscription).toEqual({
      tier: 'free',
      isSubscribed: false,
      throughParentPlan: false,
    });
  });

  test('signed out: no user, tier free', async () => {
    const { result } = await renderSession(await signedOutBackend());
    expect(result.current.auth.user).toBeNull();
    expect(result.current.subscription).toEqual({
      tier: 'free',
      isSubscribed: false,
      throughParentPlan: false,
    });
  });

  test('login welcomes the user back and logout signs out', async () => {
    const { result } = await renderSession(await signedOutBackend());
    await act(() => result.current.auth.login(PLAYER.email, PLAYER.password));
    expect(result.current.auth.user).toMatchObject({
      email: PLAYER.email,
      firstName: 'Lena',
      ageGroup: '8-12',
    });
    expect(toastMessages()).toEqual([`success: ${MESSAGES.welcomeBack}`]);

    await act(() => result.current.auth.logout());
    expect(result.current.auth.user).toBeNull();
  });

  test("a failed login rejects with the backend's message and leaves it to the form (no toast)", async () => {
    const { result } = await renderSession(await signedOutBackend());
    let failure: unknown;
    await act(async () => {
      failure = await result.current.auth.login(PLAYER.email, 'wrong').catch((error: unknown) => error);
    });
    expect((failure as Error).message).toBe('Invalid login credentials');
    expect(toastMessages()).toEqual([]);
    expect(result.current.auth.user).toBeNull();
    expect(result.current.auth.loading).toBe(false);
  });

  test('register creates the account and signs in', async () => {
    const { result } = await renderSession(await hostClient());
    await act(() => result.current.auth.register({ ...PLAYER, email: 'new@example.com', age: 15 }));
    expect(result.current.auth.user).toMatchObject({ email: 'new@example.com', ageGroup: '13-17', age: 15 });
    expect(toastMessages()).toEqual([`success: ${MESSAGES.accountCreated}`]);
  });

  test('a caller that announces a larger outcome itself keeps the sign-in and sign-up toasts quiet', async () => {
    const { result } = await renderSession(await hostClient());
    await act(() =>
      result.current.auth.register(
        { ...PLAYER, email: 'quiet@example.com', age: 15 },
        { announceSuccess: false },
      ),
    );
    await act(() => result.current.auth.logout());
    await act(() =>
      result.current.auth.login('quiet@example.com', PLAYER.password, { announceSuccess: false }),
    );
    expect(result.current.auth.user).toMatchObject({ email: 'quiet@example.com' });
    expect(toastMessages()).toEqual([]);
  });

  test('a sign-out elsewhere (another tab, expired session) signs out here', async () => {
    const backend = await signedInBackend();
    const { result } = await renderSession(backend);
    expect(result.current.auth.user).not.toBeNull();
    await act(() => backend.signOut());
    await waitFor(() => expect(result.current.auth.user).toBeNull());
  });

  test('a profile that fails to load toasts and keeps the user with defaults', async () => {
    const backend = await signedInBackend();
    backend.getProfile = () => Promise.reject(new Error('Profile service down'));
    const { result } = await renderSession(backend);
    expect(toastMessages()).toEqual([`error: ${MESSAGES.failedToLoadProfile}`]);
    expect(result.current.auth.user).toMatchObject({
      id: await idOf(backend),
      ageGroup: '13-17',
      subscriptionTier: 'free',
    });
  });

  test('a sign-out while the profile loads says nothing: the read refused for nobody signed in is no failure', async () => {
    const backend = await signedOutBackend();
    const { result } = await renderSession(backend);
    await act(async () => {
      await backend.signIn(PLAYER.email, PLAYER.password);
      await backend.signOut();
    });
    await waitFor(() => expect(result.current.auth.user).toBeNull());
    expect(toastMessages()).toEqual([]);
  });

  test('the tier is the plan the server says the user has: Pro through a parent’s Parent plan', async () => {
    const backend = await signedInBackend();
    const getProfile = backend.getProfile.bind(backend);
    backend.getProfile = async (userId) => ({ ...(await getProfile(userId)), effectivePlan: 'pro' as const });
    const { result } = await renderSession(backend);
    await waitFor(() =>
      expect(result.current.subscription).toEqual({
        tier: 'pro',
        isSubscribed: true,
        throughParentPlan: true,
      }),
    );
    expect(result.current.auth.user).toMatchObject({ subscriptionTier: 'free', effectiveTier: 'pro' });
  });

  test('the tier follows a subscription upgrade; a refused one rejects for the payment form to show (no toast)', async () => {
    const backend = await signedInBackend();
    // A player of 14 pays only once a parent approved (the host's mock parent approves what it is asked).
    await familyBackendFor(backend).askParentForPro();
    const { result } = await renderSession(backend);

    let refused: unknown = null;
    await act(async () => {
      await result.current.auth.updateSubscription('pro', 'tok_forged').catch((error: unknown) => {
        refused = error;
      });
    });
    expect(refused).toBeInstanceOf(Error);
    expect(toastMessages()).toEqual([]);
    expect(result.current.subscription.tier).toBe('free');

    const card = await backend.createCardToken({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    await act(() => result.current.auth.updateSubscription('pro', card.tokenId));
    expect(result.current.subscription).toEqual({
      tier: 'pro',
      isSubscribed: true,
      throughParentPlan: false,
    });
    expect(result.current.auth.user?.subscriptionStatus).toBe('active');
  });

  test('notification preferences update the user and toast', async () => {
    const { result } = await renderSession(await signedInBackend());
    const preferences = { ...result.current.auth.user!.notificationPreferences, enabled: false };
    await act(() => result.current.auth.updateNotificationPreferences(preferences));
    expect(result.current.auth.user?.notificationPreferences.enabled).toBe(false);
    expect(toastMessages()).toEqual([`success: ${MESSAGES.notificationPreferencesUpdated}`]);
  });

  test('goals saved before sign-in are synced on sign-in', async () => {
    const backend = await signedOutBackend();
    await backend.saveGoals([draftGoal('Weak foot')], null);
    const { result } = await renderSession(backend);
    await act(() => result.current.auth.login(PLAYER.email, PLAYER.password));
    const userId = result.current.auth.user!.id;
    await waitFor(() => expect(backend.getPendingGoals()).toEqual([]));
    expect((await backend.listGoals(userId)).map((goal) => goal.title)).toEqual(['Weak foot']);
  });
});

describe('saves kept on this device while offline', () => {
  const backOnline = () => act(() => void window.dispatchEvent(new Event('online')));

  test('sync when the browser is back online, with nothing lost, and the user is told', async () => {
    const backend = await signedInBackend();
    const id = await idOf(backend);
    await renderSession(backend);
    setOffline(backend, true);
    const saved = await backend.saveGoals([draftGoal('Weak foot'), draftGoal('First touch')], id);
    expect(saved.keptOnDevice).toBe('offline');
    // Still offline: the event comes but the sync cannot finish, so everything stays and nothing is announced.
    backOnline();
    await waitFor(() => expect(backend.getPendingGoals()).toHaveLength(2));
    expect(toastMessages()).toEqual([]);

    setOffline(backend, false);
    backOnline();
    await waitFor(() => expect(toastMessages()).toEqual([`success: ${MESSAGES.syncedWhenOnline}`]));
    expect(backend.getPendingGoals()).toEqual([]);
    expect((await backend.listGoals(id)).map((goal) => goal.title).sort()).toEqual([
      'First touch',
      'Weak foot',
    ]);
    // Nothing left to send: coming back online again says nothing.
    backOnline();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastMessages()).toHaveLength(1);
  });

  test('with no online event (a page reloaded offline), saves are tried again every 5 s, one sync at a time', async () => {
    const backend = await signedInBackend();
    const id = await idOf(backend);
    const syncs: Array<(stored: number) => void> = [];
    backend.syncDeviceQueue = () => new Promise<number>((resolve) => void syncs.push(resolve));
    // Only the retry's clock: the backend's own timers and this test's waits stay real.
    rs.useFakeTimers({ toFake: ['setInterval'] });
    // The store is module-wide: the previous test's user must not pass for this one.
    sessionStore.set(authUserAtom, null);
    const stop = new SessionController(backend).start();
    try {
      // Signed in, the profile comes from the server before the sign-in's own sync starts; that one ends first.
      for (let wait = 0; wait < 500 && syncs.length === 0; wait++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(sessionStore.get(authUserAtom)?.id).toBe(id);
      syncs[0]?.(0);
      await Promise.resolve();
      const started = syncs.length;

      rs.advanceTimersByTime(5_000);
      expect(syncs).toHaveLength(started + 1);
      // That sync still runs: three more retries start no second one beside it.
      rs.advanceTimersByTime(15_000);
      expect(syncs).toHaveLength(started + 1);

      syncs.at(-1)?.(0);
      await Promise.resolve();
      rs.advanceTimersByTime(5_000);
      expect(syncs).toHaveLength(started + 2);
    } finally {
      stop();
      rs.useRealTimers();
      syncs.forEach((resolve) => resolve(0));
      sessionStore.set(authUserAtom, null);
    }
  });
});

function draftGoal(title: string): Goal {
  return {
    id: `draft-${title}`,
    title,
    description: 'Pass with the left',
    pillar: 'technical',
    type: 'process',
    ageGroup: '8-12',
    status: 'active',
    progress: 0,
    checkIns: [],
    dailyCheckIns: [],
    milestones: [],
    sessions: [],
    targetDate: '2025-04-10',
    createdAt: '2025-01-10T10:00:00.000Z',
  };
}

describe('toasts', () => {
  test('showToast adds a toast the toast area can dismiss', async () => {
    const { result } = renderHook(() => ({ toast: useToast(), area: useToasts() }), {
      wrapper: wrapperFor(await signedInBackend()),
    });
    act(() => result.current.toast.showToast('Saved', 'success'));
    act(() => result.current.toast.showToast('Heads up'));
    expect(result.current.area.toasts.map((toast) => [toast.message, toast.kind])).toEqual([
      ['Saved', 'success'],
      ['Heads up', 'info'],
    ]);
    act(() => result.current.area.dismiss(result.current.area.toasts[0]!.id));
    expect(result.current.area.toasts.map((toast) => toast.message)).toEqual(['Heads up']);
  });
});

/** 5 + 10 + 5 of 28 points. */
const TWENTY_POINTS = {
  'counter-attack': 'early-pass-wide',
  'one-v-one-defending': 'jockey-down-the-line',
  'edge-of-the-box': 'shield-and-wait',
};

describe('useGameStats', () => {
  test('a game the server started, recorded, awards achievements and refreshes the stats', async () => {
    const backend = await signedInBackend();
    const { result } = renderHook(() => ({ auth: useAuth(), games: useGameStats() }), {
      wrapper: wrapperFor(backend),
    });
    await waitFor(() => expect(result.current.games.stats).not.toBeNull());
    expect(result.current.games.stats).toMatchObject({ gamesPlayed: 0, totalPoints: 0, level: 1 });

    const started = await result.current.games.startGame('decision-drill');
    await elapseLastGame(backend, 200);
    let awarded: string[] = [];
    await act(async () => {
      awarded = (
        await result.current.games.recordGameResult(started!.play!.id, TWENTY_POINTS)
      ).newAchievements.map((a) => a.name);
    });
    expect(awarded.sort()).toEqual(['Decision Rookie', 'Game Starter']);
    expect(result.current.games.stats).toMatchObject({
      gamesPlayed: 1,
      totalPoints: 20 + 15,
      averageScore: 71,
    });
  });

  test('a result finished offline waits on the device, without an error, and is sent before the next start', async () => {
    const backend = await signedInBackend();
    const { result } = renderHook(() => useGameStats(), { wrapper: wrapperFor(backend) });
    await waitFor(() => expect(result.current.stats).not.toBeNull());
    const started = await result.current.startGame('decision-drill');
    await elapseLastGame(backend, 200);
    setOffline(backend, true);
    let saved: unknown;
    await act(async () => {
      saved = await result.current.recordGameResult(started!.play!.id, TWENTY_POINTS);
    });
    expect(saved).toEqual({ newAchievements: [], keptOnDevice: 'offline' });
    expect(toastMessages()).toEqual([]);
    setOffline(backend, false);
    await result.current.startGame('decision-drill');
    expect((await backend.getGameStats()).gamesPlayed).toBe(1);
  });

  test('a game played offline from the kept ticket is sent once back online, and the stats on screen count it', async () => {
    const backend = await signedInBackend();
    const { result } = renderHook(() => useGameStats(), { wrapper: wrapperFor(backend) });
    await waitFor(() => expect(result.current.stats).not.toBeNull());
    act(() => result.current.keepGameTicket('decision-drill'));
    await waitFor(async () => expect(await result.current.offlineGameTicket()).not.toBeNull());
    const ticket = (await result.current.offlineGameTicket())!;

    setOffline(backend, true);
    let saved: unknown;
    await act(async () => {
      saved = await result.current.recordTicketResult(ticket, TWENTY_POINTS, 200);
    });
    expect(saved).toEqual({ newAchievements: [], keptOnDevice: 'offline' });
    expect(await result.current.offlineGameTicket()).toBeNull();
    expect(toastMessages()).toEqual([]);

    setOffline(backend, false);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.stats).toMatchObject({ gamesPlayed: 1, secondsPlayed: 200 }));
    expect(toastMessages()).toEqual([`success: ${MESSAGES.syncedWhenOnline}`]);
  });

  test('a result that cannot be saved toasts the spec message', async () => {
    const backend = await signedInBackend();
    const { result } = renderHook(() => useGameStats(), { wrapper: wrapperFor(backend) });
    await waitFor(() => expect(result.current.stats).not.toBeNull());
    const started = await result.current.startGame('decision-drill');
    backend.recordGameResult = () => Promise.reject(new Error('The server had a hiccup'));
    await act(async () => {
      await result.current.recordGameResult(started!.play!.id, TWENTY_POINTS);
    });
    expect(toastMessages()).toEqual([`error: ${MESSAGES.failedToSaveGameResult}`]);
  });

  test("a result the server refuses toasts the server's reason and keeps the stats", async () => {
    const { result } = renderHook(() => useGameStats(), { wrapper: wrapperFor(await signedInBackend()) });
    await waitFor(() => expect(result.current.stats).not.toBeNull());
    const before = result.current.stats;
    const started = await result.current.startGame('decision-drill');
    let awarded: unknown[] = ['not called'];
    await act(async () => {
      // Sent the moment the game started: faster than anyone reads three scenarios.
      awarded = (await result.current.recordGameResult(started!.play!.id, TWENTY_POINTS)).newAchievements;
    });
    expect(awarded).toEqual([]);
    expect(toastMessages()).toEqual([`error: ${SERVER_ERROR_MESSAGES.answered_too_fast}`]);
    expect(result.current.stats).toEqual(before);
  });
});

describe('a page hydrated from its prerendered HTML', () => {
  test('told before the provider starts that nobody is signed in, the session never shows a loading state', async () => {
    const { knownSignedOut } = await import('./store');
    knownSignedOut();
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => {
        const auth = useAuth();
        seen.push(auth.loading);
        return auth;
      },
      { wrapper: wrapperFor(await signedOutBackend()) },
    );
    // The restore still runs and finds nobody: the page keeps rendering the signed-out view it was prerendered with.
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.every((loading) => !loading)).toBe(true);
    expect(result.current.user).toBeNull();
  });
});

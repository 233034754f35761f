import {
  addDays,
  createGoal,
  createTrainingSession,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DRILL_TIME_LIMIT_SECONDS,
  GAME_RESULT_LATE_HOURS,
  GOAL_CHECK_IN_NOTE_MAX_LENGTH,
  localIsoDate,
  MESSAGES,
  type Goal,
  type NotificationPreferences,
  type RegistrationPayload,
  type TemplateGoal,
} from '@dreampitch/domain';
import { beforeEach, describe, expect, test } from '@rstest/core';
import type { AuthEvent, Backend } from './backend';
import { RECENT_CHECK_INS } from './check-ins';
import { billingBackendFor } from './billing';
import { newId } from './ids';
import { createMemoryStorage, STORAGE_KEYS, type KeyValueStorage } from './storage';

/** How the shared suite drives one implementation. */
export interface ContractHarness {
  /** A backend with nobody signed in, keeping local data in `storage`, over the implementation's shared data. */
  createBackend(storage: KeyValueStorage): Backend;
  /** Makes every later request of backends from `createBackend` fail as an unreachable server does, or recover. */
  setOffline(offline: boolean): void;
  /** Moves the server's clock for a started game `seconds` on, as if the player had played that long. */
  elapseGame(playId: string, seconds: number): Promise<void>;
  /** Moves the server's recorded start of a session `seconds` back, as if it had been trained that long. */
  elapseSession(sessionId: string, seconds: number): Promise<void>;
}

/** A 40-minute plan of the drills the local backend's test seed puts in the catalogue (SESSION_CLOCK_SEED_SQL). */
const PLAN_40 = [
  { slug: 'test-plan-warm-up', minutes: 5 },
  { slug: 'test-plan-main', minutes: 15 },
  { slug: 'test-plan-main', minutes: 15 },
  { slug: 'test-plan-cool-down', minutes: 5 },
];

const TEMPLATE: TemplateGoal = {
  title: 'Juggle 50 times',
  description: 'Keep the ball up with both feet',
  type: 'process',
  pillar: 'technical',
};

/** The best option of every scenario (28 of 28 points). */
export const PERFECT_DRILL = {
  'counter-attack': 'drive-and-release',
  'one-v-one-defending': 'jockey-down-the-line',
  'edge-of-the-box': 'first-time-pass',
};
/** 5 + 4 + 5 = 14 of 28 points. */
const HALF_DRILL = {
  'counter-attack': 'early-pass-wide',
  'one-v-one-defending': 'dive-in',
  'edge-of-the-box': 'shield-and-wait',
};

let emailCounter = 0;

function player(overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  emailCounter += 1;
  return {
    email: `player${Date.now()}${emailCounter}@example.com`,
    password: 'secret-pass-1',
    firstName: 'Lena',
    lastName: 'Kick',
    accountType: 'player',
    age: 14,
    parentEmail: 'guardian@example.com',
    ...overrides,
  };
}

function goal(title: string, sessions = 0): Goal {
  const id = newId();
  const now = new Date('2025-01-10T10:00:00.000Z');
  return createGoal(
    { ...TEMPLATE, title },
    {
      id,
      ageGroup: '13-17',
      now,
      sessions: Array.from({ length: sessions }, (_, index) =>
        createTrainingSession({ id: newId(), now, sessionDate: `2099-01-1${index + 1}`, startTime: '17:30' }),
      ),
    },
  );
}

async function upgradeToPro(backend: Backend): Promise<void> {
  const result = await backend.createCardToken({
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  if (result.error) throw new Error(result.error.message);
  await backend.checkout('pro', result.tokenId);
}

/** A new player with a goal and one session of `duration` minutes planned as PLAN_40. */
async function signedUpWithPlannedSession(backend: Backend, duration: number) {
  const user = await backend.signUp(player());
  const [saved] = (await backend.saveGoals([goal('Drills')], user.id)).goals;
  if (!saved) throw new Error('no goal saved');
  const draft = createTrainingSession({
    id: 'draft',
    now: new Date(),
    sessionDate: '2099-03-01',
    duration,
    plan: PLAN_40,
  });
  return { user, saved, added: await backend.addTrainingSession(saved.id, draft) };
}

/** A game started, played for `seconds` by the server's clock and finished with `answers`. */
async function playDrill(
  backend: Backend,
  harness: ContractHarness,
  answers: Record<string, string>,
  seconds: number,
) {
  const { play } = await backend.startGame('decision-drill');
  if (!play) throw new Error('no game started');
  await harness.elapseGame(play.id, seconds);
  return backend.recordGameResult(play.id, answers);
}

export function describeBackendContract(name: string, harness: ContractHarness): void {
  describe(`${name}: Backend contract`, () => {
    let storage: KeyValueStorage;
    let backend: Backend;

    beforeEach(() => {
      harness.setOffline(false);
      storage = createMemoryStorage();
      backend = harness.createBackend(storage);
    });

    describe('auth', () => {
      test('sign-up signs in with the registration metadata; sign-out and sign-in follow', async () => {
        const payload = player();
        const events: [AuthEvent, string | null][] = [];
        const unsubscribe = backend.onAuthStateChange((event, user) =>
          events.push([event, user?.id ?? null]),
        );

        const user = await backend.signUp(payload);
        expect(user.email).toBe(payload.email);
        expect(user.metadata).toMatchObject({
          first_name: 'Lena',
          last_name: 'Kick',
          accountType: 'player',
          age: 14,
        });
        expect((await backend.getSession())?.id).toBe(user.id);

        await backend.signOut();
        expect(await backend.getSession()).toBeNull();
        const again = await backend.signIn(payload.email, payload.password);
        expect(again.id).toBe(user.id);

        await waitFor(() => events.some(([event]) => event === 'SIGNED_OUT'));
        unsubscribe();
        expect(events).toContainEqual(['SIGNED_IN', user.id]);
        expect(events).toContainEqual(['SIGNED_OUT', null]);
      });

      test('a wrong password and a duplicate e-mail are refused with the backend message', async () => {
        const payload = player();
        await backend.signUp(payload);
        await backend.signOut();
        await expect(backend.signIn(payload.email, 'wrong-password')).rejects.toThrow(
          'Invalid login credentials',
        );
        await expect(backend.signUp(payload)).rejects.toThrow(/already registered/i);
      });
    });

    describe('profiles', () => {
      test('the profile comes from the sign-up metadata with the age-group rule, beginner, free', async () => {
        const user = await backend.signUp(player({ age: 11 }));
        const profile = await backend.getProfile(user.id);
        expect(profile).toMatchObject({
          id: user.id,
          firstName: 'Lena',
          lastName: 'Kick',
          accountType: 'player',
          age: 11,
          ageGroup: '8-12',
          skillLevel: 'beginner',
          parentEmail: 'guardian@example.com',
          subscriptionPlan: 'free',
          effectivePlan: 'free',
        });
        expect(profile.notificationPreferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
      });

      test('a parent account has no age and no parent e-mail', async () => {
        const user = await backend.signUp(
          player({ accountType: 'parent', age: 40, parentEmail: 'x@example.com' }),
        );
        const profile = await backend.getProfile(user.id);
        expect(profile).toMatchObject({ accountType: 'parent', age: null, parentEmail: null });
      });

      test('notification preferences are saved on the profile and in local storage', async () => {
        const user = await backend.signUp(player());
        const preferences: NotificationPreferences = {
          ...DEFAULT_NOTIFICATION_PREFERENCES,
          frequency: 'daily',
          methods: { email: false, sms: true },
        };
        await backend.updateNotificationPreferences(user.id, preferences);
        expect((await backend.getProfile(user.id)).notificationPreferences).toEqual(preferences);
        expect(JSON.parse(storage.getItem(STORAGE_KEYS.notificationPreferences) ?? 'null')).toEqual(
          preferences,
        );
      });

      test("another user's profile cannot be read", async () => {
        const first = await backend.signUp(player());
        await backend.signOut();
        await backend.signUp(player());
        await expect(backend.getProfile(first.id)).rejects.toThrow();
      });
    });

    describe('goals', () => {
      test('goals are saved with their sessions and listed back', async () => {
        const user = await backend.signUp(player());
        const result = await backend.saveGoals([goal('First', 2), goal('Second')], user.id);
        expect(result.savedTo).toBe('database');

        const goals = await backend.listGoals(user.id);
        expect(goals.map((g) => g.title).sort()).toEqual(['First', 'Second']);
        const first = goals.find((g) => g.title === 'First');
        expect(first).toMatchObject({
          status: 'active',
          progress: 0,
          pillar: 'technical',
          targetDate: '2025-04-10',
        });
        expect(first?.sessions.map((s) => [s.sessionDate, s.startTime, s.duration, s.completed])).toEqual([
          ['2099-01-11', '17:30', 60, false],
          ['2099-01-12', '17:30', 60, false],
        ]);
        expect(backend.getPendingGoals()).toEqual([]);
      });

      test('non-uuid ids are replaced so the saved goals can be matched later', async () => {
        const user = await backend.signUp(player());
        const result = await backend.saveGoals([{ ...goal('Legacy', 1), id: 'goal-1' }], user.id);
        const saved = result.goals[0];
        expect(saved?.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(saved?.sessions[0]?.goalId).toBe(saved?.id);
        expect((await backend.listGoals(user.id))[0]?.id).toBe(saved?.id);
      });

      test('a third goal on the free plan is refused with the spec message and not kept locally', async () => {
        const user = await backend.signUp(player());
        await backend.saveGoals([goal('One'), goal('Two')], user.id);
        await expect(backend.saveGoals([goal('Three')], user.id)).rejects.toThrow(MESSAGES.freeGoalLimit);
        expect(backend.getPendingGoals()).toEqual([]);
        expect(await backend.listGoals(user.id)).toHaveLength(2);
      });

      test('the free limit counts active goals only: a completed goal frees its place', async () => {
        const user = await backend.signUp(player());
        const [first] = (await backend.saveGoals([goal('One'), goal('Two')], user.id)).goals;
        await backend.completeGoal(first?.id ?? '');
        expect((await backend.saveGoals([goal('Three')], user.id)).savedTo).toBe('database');
        await expect(backend.saveGoals([goal('Four')], user.id)).rejects.toThrow(MESSAGES.freeGoalLimit);
        expect(await backend.listGoals(user.id)).toHaveLength(3);
      });

      test('on the pro plan a third goal is allowed', async () => {
        // An adult: a player under 18 does not pay alone.
        const user = await backend.signUp(player({ age: 30 }));
        await backend.saveGoals([goal('One'), goal('Two')], user.id);
        await upgradeToPro(backend);
        expect((await backend.saveGoals([goal('Three')], user.id)).savedTo).toBe('database');
        expect(await backend.listGoals(user.id)).toHaveLength(3);
      });

      test('check-ins, completion and session completion are stored', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Track me', 1)], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        await backend.recordCheckIn(saved.id, { date: '2025-01-12', note: 'Good session' }, 40);
        await backend.recordCheckIn(saved.id, { date: '2025-01-13', note: '' }, 55);
        await backend.setSessionCompleted(saved.sessions[0]?.id ?? '', true);
        const added = await backend.addTrainingSession(
          saved.id,
          createTrainingSession({ id: 'draft', now: new Date(), sessionDate: '2099-02-01', duration: 90 }),
        );

        let [stored] = await backend.listGoals(user.id);
        expect(stored?.progress).toBe(55);
        expect(stored?.checkIns).toHaveLength(2);
        expect(stored?.sessions.map((s) => [s.id, s.completed, s.duration])).toEqual([
          [saved.sessions[0]?.id, true, 60],
          [added.id, false, 90],
        ]);

        await backend.completeGoal(saved.id);
        [stored] = await backend.listGoals(user.id);
        expect(stored).toMatchObject({ status: 'completed', progress: 100 });
      });

      test('check-ins come back with their date and note, by day, from a fresh listGoals', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Remember me')], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        await backend.recordCheckIn(saved.id, { date: '2025-01-13', note: 'Weak-foot passes' }, 40);
        await backend.recordCheckIn(saved.id, { date: '2025-01-12', note: '' }, 45);
        await backend.recordCheckIn(saved.id, { date: '2025-01-13', note: 'Juggled 30' }, 55);

        const [stored] = await backend.listGoals(user.id);
        expect(stored?.checkIns).toEqual([
          { date: '2025-01-12', note: '' },
          { date: '2025-01-13', note: 'Weak-foot passes' },
          { date: '2025-01-13', note: 'Juggled 30' },
        ]);
        expect(stored?.progress).toBe(55);
      });

      test('listGoals brings the newest check-ins and counts the rest; listCheckIns pages them newest first', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Every day')], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        const days = Array.from({ length: RECENT_CHECK_INS + 5 }, (_, index) => addDays('2025-03-01', index));
        for (const day of days) await backend.recordCheckIn(saved.id, { date: day, note: day }, 50);

        const [stored] = await backend.listGoals(user.id);
        expect(stored?.checkIns).toHaveLength(days.length);
        expect(stored?.checkIns.filter((checkIn) => checkIn.date !== '')).toEqual(
          days.slice(5).map((day) => ({ date: day, note: day })),
        );
        const secondPage = await backend.listCheckIns(saved.id, { offset: RECENT_CHECK_INS, limit: 10 });
        expect(secondPage).toEqual(
          days
            .slice(0, 5)
            .reverse()
            .map((day) => ({ date: day, note: day })),
        );
        // A goal that is not the caller's has no check-ins to read.
        await backend.signUp(player());
        expect(await backend.listCheckIns(saved.id, { offset: 0, limit: 10 })).toEqual([]);
      });

      test('the days that count for the streak: check-ins, Quick Track and done sessions, each day once', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Streak', 1)], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        await backend.recordCheckIn(saved.id, { date: '2025-02-03', note: '' }, 10);
        await backend.recordCheckIn(saved.id, { date: '2025-02-03', note: 'again' }, 20);
        await backend.addQuickTrackEntry({ ageGroup: '8-12', date: '2025-02-01', emoji: 'good' });
        await backend.setSessionCompleted(saved.sessions[0]!.id, true);
        expect(await backend.listActivityDays()).toEqual(['2025-02-01', '2025-02-03', localIsoDate()]);
      });

      test('a check-in note longer than the limit is refused and nothing is recorded', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Short notes')], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        const note = 'x'.repeat(GOAL_CHECK_IN_NOTE_MAX_LENGTH + 1);
        await expect(backend.recordCheckIn(saved.id, { date: '2025-01-12', note }, 40)).rejects.toThrow();
        const [stored] = await backend.listGoals(user.id);
        expect(stored).toMatchObject({ progress: 0, checkIns: [] });
      });

      test('a goal is edited, and removed with its sessions', async () => {
        const user = await backend.signUp(player());
        const [saved, other] = (await backend.saveGoals([goal('Edit me', 1), goal('Keep me')], user.id))
          .goals;
        if (!saved || !other) throw new Error('no goal saved');
        const changes = { title: 'Edited', description: 'New words', targetDate: '2099-12-31' };
        await backend.updateGoal(saved.id, changes);
        expect((await backend.listGoals(user.id)).find((g) => g.id === saved.id)).toMatchObject(changes);

        await backend.deleteGoal(saved.id);
        expect((await backend.listGoals(user.id)).map((g) => g.id)).toEqual([other.id]);
        await expect(backend.deleteGoal(saved.id)).rejects.toThrow();
      });

      test('sessions are added, edited, marked done and removed; a day already over is refused', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Sessions')], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        const draft = createTrainingSession({ id: 'draft', now: new Date(), sessionDate: '2099-03-01' });
        const added = await backend.addTrainingSession(saved.id, { ...draft, startTime: '18:00' });
        await backend.updateTrainingSession({
          ...added,
          sessionDate: '2099-03-02',
          duration: 45,
          notes: 'Cones',
        });
        await backend.setSessionCompleted(added.id, true);
        let [stored] = await backend.listGoals(user.id);
        expect(stored?.sessions).toEqual([
          expect.objectContaining({
            id: added.id,
            sessionDate: '2099-03-02',
            startTime: '18:00',
            duration: 45,
            notes: 'Cones',
            completed: true,
          }),
        ]);

        await expect(
          backend.addTrainingSession(saved.id, { ...draft, sessionDate: '2020-01-01' }),
        ).rejects.toThrow(MESSAGES.sessionInPast);
        await expect(backend.updateTrainingSession({ ...added, sessionDate: '2020-01-01' })).rejects.toThrow(
          MESSAGES.sessionInPast,
        );
        await expect(backend.updateTrainingSession({ ...added, duration: 181 })).rejects.toThrow();

        await backend.deleteTrainingSession(added.id);
        [stored] = await backend.listGoals(user.id);
        expect(stored?.sessions).toEqual([]);
      });

      test('a session keeps its plan, is started once and finished once by the server clock', async () => {
        const { saved, added } = await signedUpWithPlannedSession(backend, 45);
        const opened = await backend.getTrainingSession(added.id);
        expect(opened).toMatchObject({ goal: { id: saved.id }, plan: PLAN_40, startedAt: null });

        const reordered = [PLAN_40[0]!, PLAN_40[2]!, { ...PLAN_40[1]!, minutes: 10 }, PLAN_40[3]!];
        expect(await backend.saveSessionPlan(added.id, reordered)).toEqual({});
        await expect(
          backend.saveSessionPlan(added.id, [...reordered, { slug: 'test-plan-main', minutes: 15 }]),
        ).rejects.toThrow('more minutes than the session lasts');
        await expect(
          backend.updateTrainingSession({ ...added, duration: 30, plan: reordered }),
        ).rejects.toThrow('more minutes than the session lasts');
        expect((await backend.getTrainingSession(added.id)).plan).toEqual(reordered);

        const { startedAt } = await backend.startTrainingSession(added.id);
        expect((await backend.startTrainingSession(added.id)).startedAt).toBe(startedAt);
        await expect(backend.finishTrainingSession(added.id, 30)).rejects.toThrow(
          'passed since the session started',
        );
        await harness.elapseSession(added.id, 30 * 60);
        expect(await backend.finishTrainingSession(added.id, 30)).toEqual({ minutesTrained: 30 });
        expect(await backend.finishTrainingSession(added.id, 12)).toEqual({ minutesTrained: 30 });
        const finished = await backend.getTrainingSession(added.id);
        expect(finished.session).toMatchObject({ completed: true, minutesTrained: 30 });
        expect(await backend.listActivityDays()).toEqual([localIsoDate(new Date())]);
        await expect(backend.getTrainingSession(newId())).rejects.toThrow('Session not found');
      });

      test("another user's goals are invisible and cannot be changed", async () => {
        const first = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Mine')], first.id)).goals;
        await backend.signOut();
        const second = await backend.signUp(player());
        expect(await backend.listGoals(first.id)).toEqual([]);
        expect(await backend.listGoals(second.id)).toEqual([]);
        await expect(backend.completeGoal(saved?.id ?? '')).rejects.toThrow();
        await expect(
          backend.recordCheckIn(saved?.id ?? '', { date: '2025-01-12', note: 'not mine' }, 90),
        ).rejects.toThrow();
        await expect(
          backend.updateGoal(saved?.id ?? '', { title: 'x', description: '', targetDate: '2099-01-01' }),
        ).rejects.toThrow();
        await expect(backend.deleteGoal(saved?.id ?? '')).rejects.toThrow();
      });
    });

    describe('local-storage fallback and sync', () => {
      test('with no user the goals go to local storage, and the next sign-in syncs them', async () => {
        const drafts = [goal('Anonymous', 1)];
        const result = await backend.saveGoals(drafts, null);
        expect(result.savedTo).toBe('local');
        expect(JSON.parse(storage.getItem(STORAGE_KEYS.pendingGoals) ?? '[]')).toHaveLength(1);

        const user = await backend.signUp(player());
        expect(await backend.syncPendingGoals(user.id)).toBe(1);
        const goals = await backend.listGoals(user.id);
        expect(goals.map((g) => [g.id, g.sessions.length])).toEqual([[drafts[0]?.id, 1]]);
        expect(storage.getItem(STORAGE_KEYS.pendingGoals)).toBeNull();
      });

      test('a failed save loses nothing and the later sync makes no duplicates', async () => {
        const user = await backend.signUp(player());
        harness.setOffline(true);
        const result = await backend.saveGoals([goal('Offline', 2), goal('Also offline')], user.id);
        expect(result.savedTo).toBe('local');
        expect(backend.getPendingGoals().map((g) => g.title)).toEqual(['Offline', 'Also offline']);
        await expect(backend.syncPendingGoals(user.id)).rejects.toThrow();
        expect(backend.getPendingGoals()).toHaveLength(2);

        harness.setOffline(false);
        // Listed while pending, so the user never sees a goal disappear.
        expect((await backend.listGoals(user.id)).map((g) => g.title)).toEqual(['Offline', 'Also offline']);
        expect(await backend.syncPendingGoals(user.id)).toBe(2);
        expect(await backend.syncPendingGoals(user.id)).toBe(0);

        const goals = await backend.listGoals(user.id);
        expect(goals.map((g) => g.title).sort()).toEqual(['Also offline', 'Offline']);
        expect(goals.flatMap((g) => g.sessions)).toHaveLength(2);
        expect(backend.getPendingGoals()).toEqual([]);
      });

      test('goals already in the database are not inserted again by the sync', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Stored', 1)], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        // The same goal saved again (a retry after a lost answer) is stored once, and nothing waits locally.
        expect((await backend.saveGoals([saved], user.id)).savedTo).toBe('database');
        expect(backend.getPendingGoals()).toEqual([]);
        // A pending copy of a stored goal (saved locally before the first save's answer came) syncs as nothing new.
        await backend.saveGoals([saved], null);
        expect(await backend.syncPendingGoals(user.id)).toBe(0);
        expect(backend.getPendingGoals()).toEqual([]);
        const goals = await backend.listGoals(user.id);
        expect(goals).toHaveLength(1);
        expect(goals[0]?.sessions).toHaveLength(1);
      });

      test('a pending goal is edited, given sessions and removed locally', async () => {
        const [pending] = (await backend.saveGoals([goal('Waiting')], null)).goals;
        if (!pending) throw new Error('no goal saved');
        await backend.updateGoal(pending.id, { title: 'Renamed', description: '', targetDate: '2099-05-01' });
        const session = await backend.addTrainingSession(
          pending.id,
          createTrainingSession({ id: 'draft', now: new Date(), sessionDate: '2099-05-02' }),
        );
        await backend.updateTrainingSession({ ...session, duration: 30 });
        expect(backend.getPendingGoals()).toEqual([
          expect.objectContaining({
            title: 'Renamed',
            sessions: [expect.objectContaining({ id: session.id, duration: 30 })],
          }),
        ]);
        await backend.deleteTrainingSession(session.id);
        expect(backend.getPendingGoals()[0]?.sessions).toEqual([]);
        await backend.deleteGoal(pending.id);
        expect(backend.getPendingGoals()).toEqual([]);
      });

      test('the sync leaves out sessions whose day is over everywhere instead of failing forever', async () => {
        const drafts = [goal('Old plan', 2)];
        const first = drafts[0]!;
        first.sessions[0] = { ...first.sessions[0]!, sessionDate: '2020-01-01' };
        await backend.saveGoals(drafts, null);
        const user = await backend.signUp(player());
        expect(await backend.syncPendingGoals(user.id)).toBe(1);
        const [stored] = await backend.listGoals(user.id);
        expect(stored?.sessions.map((s) => s.sessionDate)).toEqual(['2099-01-12']);
        expect(backend.getPendingGoals()).toEqual([]);
      });

      test('a check-in on a pending goal is kept in local storage and synced with it', async () => {
        const user = await backend.signUp(player());
        harness.setOffline(true);
        const [pending] = (await backend.saveGoals([goal('Pending')], user.id)).goals;
        await backend.recordCheckIn(pending?.id ?? '', { date: '2025-01-12', note: 'offline' }, 30);
        harness.setOffline(false);
        await backend.syncPendingGoals(user.id);
        const [stored] = await backend.listGoals(user.id);
        expect(stored).toMatchObject({ id: pending?.id, progress: 30 });
        expect(stored?.checkIns).toHaveLength(1);
        expect(stored?.checkIns).toEqual([{ date: '2025-01-12', note: 'offline' }]);
      });

      test('offline, a check-in on a stored goal waits on the device, shows on the goal and syncs once', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('At the pitch')], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        harness.setOffline(true);
        expect(
          await backend.recordCheckIn(saved.id, { date: '2025-03-02', note: 'No signal here' }, 35),
        ).toEqual({
          keptOnDevice: 'offline',
        });
        await expect(backend.syncDeviceQueue(user.id)).rejects.toThrow();

        harness.setOffline(false);
        // Shown before the sync, so nothing the player typed disappears.
        const [waiting] = await backend.listGoals(user.id);
        expect(waiting).toMatchObject({
          progress: 35,
          checkIns: [{ date: '2025-03-02', note: 'No signal here' }],
        });
        // The tab closes after the server stored it but before the device forgot it: the same queue again.
        const queue = storage.getItem(STORAGE_KEYS.queuedCheckIns);
        expect(await backend.syncDeviceQueue(user.id)).toBe(1);
        storage.setItem(STORAGE_KEYS.queuedCheckIns, queue!);
        expect(await backend.syncDeviceQueue(user.id)).toBe(0);
        expect(storage.getItem(STORAGE_KEYS.queuedCheckIns)).toBeNull();

        const [stored] = await backend.listGoals(user.id);
        expect(stored).toMatchObject({ id: saved.id, progress: 35 });
        expect(stored?.checkIns).toEqual([{ date: '2025-03-02', note: 'No signal here' }]);
      });
      test('offline, a stored goal edited and completed waits on the device, shows changed and syncs', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Weak foot')], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        await backend.listGoals(user.id);
        harness.setOffline(true);
        const edit = {
          title: 'Weak foot, every day',
          description: 'Twenty passes',
          targetDate: '2099-06-01',
        };
        expect(await backend.updateGoal(saved.id, edit)).toEqual({ keptOnDevice: 'offline' });
        expect(await backend.completeGoal(saved.id)).toEqual({ keptOnDevice: 'offline' });
        // A second edit of the words keeps the completion.
        const again = { ...edit, description: 'Thirty passes' };
        expect(await backend.updateGoal(saved.id, again)).toEqual({ keptOnDevice: 'offline' });
        expect(await backend.listGoals(user.id)).toMatchObject([
          { id: saved.id, ...again, status: 'completed', progress: 100 },
        ]);
        await expect(backend.syncDeviceQueue(user.id)).rejects.toThrow();

        harness.setOffline(false);
        expect(await backend.syncDeviceQueue(user.id)).toBe(1);
        expect(storage.getItem(STORAGE_KEYS.queuedGoalChanges)).toBeNull();
        expect(await backend.listGoals(user.id)).toMatchObject([
          { id: saved.id, ...again, status: 'completed', progress: 100 },
        ]);
      });

      test('offline, sessions added and changed wait on the device, show on the goal and sync once', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Training', 1)], user.id)).goals;
        const planned = saved?.sessions[0];
        if (!saved || !planned) throw new Error('no goal saved');
        await backend.listGoals(user.id);

        harness.setOffline(true);
        const draft = createTrainingSession({
          id: 'new',
          now: new Date(),
          goalId: saved.id,
          sessionDate: '2099-02-01',
          startTime: '18:00',
        });
        const { keptOnDevice, ...added } = await backend.addTrainingSession(saved.id, draft);
        expect(keptOnDevice).toBe('offline');
        expect(await backend.updateTrainingSession({ ...planned, notes: 'Bring cones' })).toEqual({
          keptOnDevice: 'offline',
        });
        expect(await backend.setSessionCompleted(added.id, true)).toEqual({ keptOnDevice: 'offline' });
        await expect(backend.syncDeviceQueue(user.id)).rejects.toThrow();

        harness.setOffline(false);
        const expected = [
          { id: planned.id, notes: 'Bring cones', completed: false },
          { id: added.id, sessionDate: '2099-02-01', startTime: '18:00', completed: true },
        ];
        // Shown before the sync, so nothing the player typed disappears.
        expect((await backend.listGoals(user.id))[0]?.sessions).toMatchObject(expected);
        // The tab closes after the server stored it but before the device forgot it: the same queue again.
        const queue = storage.getItem(STORAGE_KEYS.queuedSessions);
        expect(await backend.syncDeviceQueue(user.id)).toBe(2);
        storage.setItem(STORAGE_KEYS.queuedSessions, queue!);
        await backend.syncDeviceQueue(user.id);
        expect(storage.getItem(STORAGE_KEYS.queuedSessions)).toBeNull();
        expect((await backend.listGoals(user.id))[0]?.sessions).toMatchObject(expected);
      });

      test('a session finished offline waits in the finish queue, syncs once and is counted once', async () => {
        const { user, added } = await signedUpWithPlannedSession(backend, 60);
        await backend.getTrainingSession(added.id);
        await backend.startTrainingSession(added.id);
        await harness.elapseSession(added.id, 40 * 60);

        harness.setOffline(true);
        expect(await backend.finishTrainingSession(added.id, 40)).toEqual({
          keptOnDevice: 'offline',
          minutesTrained: null,
        });
        // Sent again while still offline (the player tapped twice): the first minutes stay.
        await backend.finishTrainingSession(added.id, 45);
        expect((await backend.getTrainingSession(added.id)).session).toMatchObject({
          completed: true,
          minutesTrained: 40,
        });
        // Kept by the session's id in the finish queue, in local storage (which a reload keeps), not as a session
        // change.
        expect(storage.getItem(STORAGE_KEYS.queuedSessions)).toBeNull();
        const queue = storage.getItem(STORAGE_KEYS.queuedFinishes);
        expect(JSON.parse(queue ?? '[]')).toEqual([
          { userId: user.id, entry: { id: added.id, minutesTrained: 40 } },
        ]);
        await expect(backend.syncDeviceQueue(user.id)).rejects.toThrow();
        expect(storage.getItem(STORAGE_KEYS.queuedFinishes)).toBe(queue);

        harness.setOffline(false);
        const synced: string[] = [];
        const stop = backend.onFinishSynced(added.id, () => synced.push(added.id));
        expect(await backend.syncDeviceQueue(user.id)).toBe(1);
        expect(synced).toEqual([added.id]);
        expect(storage.getItem(STORAGE_KEYS.queuedFinishes)).toBeNull();
        // Sent again (the tab closed before the device forgot it): the server keeps the first finish.
        storage.setItem(
          STORAGE_KEYS.queuedFinishes,
          queue!.replace('"minutesTrained":40', '"minutesTrained":12'),
        );
        await backend.syncDeviceQueue(user.id);
        stop();
        expect(storage.getItem(STORAGE_KEYS.queuedFinishes)).toBeNull();
        expect((await backend.getTrainingSession(added.id)).session).toMatchObject({
          completed: true,
          minutesTrained: 40,
        });
        expect(await backend.listActivityDays()).toEqual([localIsoDate(new Date())]);
      });

      test('a finish waiting on the device is dropped when the session is unmarked done', async () => {
        const { user, added } = await signedUpWithPlannedSession(backend, 60);
        await backend.getTrainingSession(added.id);
        await backend.startTrainingSession(added.id);
        await harness.elapseSession(added.id, 20 * 60);
        harness.setOffline(true);
        await backend.finishTrainingSession(added.id, 20);
        expect(await backend.setSessionCompleted(added.id, false)).toEqual({ keptOnDevice: 'offline' });
        expect(storage.getItem(STORAGE_KEYS.queuedFinishes)).toBeNull();
        harness.setOffline(false);
        await backend.syncDeviceQueue(user.id);
        expect((await backend.getTrainingSession(added.id)).session).toMatchObject({
          completed: false,
          minutesTrained: null,
        });
      });

      test('offline, the goals are the last list read on this device, for its user only, and go at sign-out', async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Seen online')], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        const online = await backend.listGoals(user.id);

        harness.setOffline(true);
        expect(await backend.listGoals(user.id)).toEqual(online);
        // A check-in made offline shows on the goal read from the device.
        await backend.recordCheckIn(saved.id, { date: '2025-03-03', note: 'Offline again' }, 40);
        expect(await backend.listGoals(user.id)).toMatchObject([
          { id: saved.id, progress: 40, checkIns: [{ date: '2025-03-03', note: 'Offline again' }] },
        ]);
        await expect(backend.listGoals(newId())).rejects.toThrow();

        harness.setOffline(false);
        await backend.signOut();
        expect(storage.getItem(STORAGE_KEYS.lastGoals)).toBeNull();
        harness.setOffline(true);
        await expect(backend.listGoals(user.id)).rejects.toThrow();
      });

      test('offline, the profile, streak days, game stats and first Quick Track page are the last read, for its user only', async () => {
        const user = await backend.signUp(player());
        await backend.addQuickTrackEntry({
          ageGroup: '13-17',
          date: '2025-04-01',
          rating: 6,
          note: 'Seen',
        });
        const online = {
          profile: await backend.getProfile(user.id),
          days: await backend.listActivityDays(),
          stats: await backend.getGameStats(),
          entries: await backend.listQuickTrackEntries(),
        };

        harness.setOffline(true);
        expect({
          profile: await backend.getProfile(user.id),
          days: await backend.listActivityDays(),
          stats: await backend.getGameStats(),
          entries: await backend.listQuickTrackEntries(),
        }).toEqual(online);
        await expect(backend.getProfile(newId())).rejects.toThrow();

        harness.setOffline(false);
        await backend.signOut();
        expect(storage.getItem(STORAGE_KEYS.lastReads)).toBeNull();
        harness.setOffline(true);
        await expect(backend.getProfile(user.id)).rejects.toThrow();
      });

      test("offline, a page's kept read answers its last copy and when it was kept; online, the server's", async () => {
        const user = await backend.signUp(player());
        const [saved] = (await backend.saveGoals([goal('Kept')], user.id)).goals;
        if (!saved) throw new Error('no goal saved');
        await backend.recordCheckIn(saved.id, { date: '2025-03-03', note: 'Seen online' }, 20);
        const before = Date.now();
        // A read the data layer keeps no copy of by itself: only keptRead answers it offline.
        const read = () => backend.listCheckIns(saved.id, { offset: 0, limit: 10 });
        const online = await backend.keptRead(`check-ins:${saved.id}`, read);
        expect(online.value).toMatchObject([{ note: 'Seen online' }]);
        expect(online.keptAt).toBeUndefined();

        harness.setOffline(true);
        await expect(read()).rejects.toThrow();
        const offline = await backend.keptRead(`check-ins:${saved.id}`, read);
        expect(offline.value).toEqual(online.value);
        const keptAt = Date.parse(offline.keptAt!);
        expect(keptAt).toBeGreaterThanOrEqual(before);
        expect(keptAt).toBeLessThanOrEqual(Date.now());
        await expect(backend.keptRead(`never-read:${user.id}`, read)).rejects.toThrow();

        harness.setOffline(false);
        expect((await backend.keptRead(`check-ins:${saved.id}`, read)).keptAt).toBeUndefined();
      });
    });

    describe('quick track', () => {
      test('entries of each age group are stored and listed newest first', async () => {
        await backend.signUp(player());
        await backend.addQuickTrackEntry({ ageGroup: '8-12', date: '2025-01-10', emoji: 'great' });
        await backend.addQuickTrackEntry({
          ageGroup: '13-17',
          date: '2025-01-11',
          rating: 7,
          note: 'Sharp passing',
        });
        const adult = await backend.addQuickTrackEntry({
          ageGroup: '18+',
          date: '2025-01-12',
          activity: 'match_play',
          trainingLoad: 'high',
          metrics: { technical: 6, physical: 8, tactical: 5, mental: 7 },
          note: 'Cup game',
        });
        expect(adult.id).toBeTruthy();

        const entries = await backend.listQuickTrackEntries();
        expect(entries.map(({ id: _id, ...entry }) => entry)).toEqual([
          {
            ageGroup: '18+',
            date: '2025-01-12',
            activity: 'match_play',
            trainingLoad: 'high',
            metrics: { technical: 6, physical: 8, tactical: 5, mental: 7 },
            note: 'Cup game',
          },
          { ageGroup: '13-17', date: '2025-01-11', rating: 7, note: 'Sharp passing' },
          { ageGroup: '8-12', date: '2025-01-10', emoji: 'great' },
        ]);
        expect(await backend.listQuickTrackEntries(1)).toHaveLength(1);
        // The next page starts where the first ended.
        expect((await backend.listQuickTrackEntries(2, 2)).map((entry) => entry.date)).toEqual([
          '2025-01-10',
        ]);
      });

      test('offline, a check-in waits on the device, is listed, and syncs once', async () => {
        const user = await backend.signUp(player());
        harness.setOffline(true);
        const kept = await backend.addQuickTrackEntry({
          ageGroup: '13-17',
          date: '2025-02-01',
          rating: 6,
          note: 'Rain',
        });
        expect(kept).toMatchObject({ keptOnDevice: 'offline', rating: 6, note: 'Rain' });
        await expect(backend.syncDeviceQueue(user.id)).rejects.toThrow();

        harness.setOffline(false);
        expect(await backend.listQuickTrackEntries()).toEqual([kept]);
        expect(await backend.syncDeviceQueue(user.id)).toBe(1);
        expect(storage.getItem(STORAGE_KEYS.queuedQuickTrack)).toBeNull();
        expect(await backend.syncDeviceQueue(user.id)).toBe(0);
        const { keptOnDevice: _waited, ...stored } = kept;
        expect(await backend.listQuickTrackEntries()).toEqual([stored]);
      });

      test('a sync interrupted after storing and retried stores each check-in once', async () => {
        const user = await backend.signUp(player());
        harness.setOffline(true);
        await backend.addQuickTrackEntry({ ageGroup: '8-12', date: '2025-02-02', emoji: 'good' });
        await backend.addQuickTrackEntry({ ageGroup: '8-12', date: '2025-02-03', emoji: 'great' });
        await backend.saveGoals([goal('Kept offline')], user.id);
        harness.setOffline(false);
        // The tab closes after the server stored everything but before the device forgot it: the same queue again.
        const queue = storage.getItem(STORAGE_KEYS.queuedQuickTrack);
        const goals = storage.getItem(STORAGE_KEYS.pendingGoals);
        expect(await backend.syncDeviceQueue(user.id)).toBe(3);
        storage.setItem(STORAGE_KEYS.queuedQuickTrack, queue!);
        storage.setItem(STORAGE_KEYS.pendingGoals, goals!);
        expect(await backend.syncDeviceQueue(user.id)).toBe(0);

        expect((await backend.listQuickTrackEntries()).map((entry) => entry.date)).toEqual([
          '2025-02-03',
          '2025-02-02',
        ]);
        expect((await backend.listGoals(user.id)).map((g) => g.title)).toEqual(['Kept offline']);
        expect(storage.getItem(STORAGE_KEYS.queuedQuickTrack)).toBeNull();
        expect(backend.getPendingGoals()).toEqual([]);
      });

      test("check-ins waiting on the device are the signed-in player's only", async () => {
        await backend.signUp(player());
        harness.setOffline(true);
        await backend.addQuickTrackEntry({ ageGroup: '8-12', date: '2025-02-04', emoji: 'okay' });
        harness.setOffline(false);
        await backend.signOut();
        const other = await backend.signUp(player());
        expect(await backend.listQuickTrackEntries()).toEqual([]);
        expect(await backend.syncDeviceQueue(other.id)).toBe(0);
        expect(storage.getItem(STORAGE_KEYS.queuedQuickTrack)).not.toBeNull();
      });
    });

    describe('games', () => {
      /**
       * Back online, the result `queued` on the device is recorded and forgotten; put back (a tab that closed before
       * forgetting it), it is sent again, counts nothing and is forgotten.
       */
      async function expectSentOnceThenForgotten(userId: string, queued: string) {
        harness.setOffline(false);
        expect(await backend.syncDeviceQueue(userId)).toBe(1);
        expect(storage.getItem(STORAGE_KEYS.queuedGameResults)).toBeNull();
        storage.setItem(STORAGE_KEYS.queuedGameResults, queued);
        expect(await backend.syncDeviceQueue(userId)).toBe(0);
        expect(storage.getItem(STORAGE_KEYS.queuedGameResults)).toBeNull();
      }

      test('one call scores the answers, awards achievements once and answers the stats', async () => {
        await backend.signUp(player());
        const first = await playDrill(backend, harness, PERFECT_DRILL, 95);
        expect(first.result).toMatchObject({
          gameId: 'decision-drill',
          score: 28,
          maxScore: 28,
          durationSeconds: 95,
        });
        expect(first.newAchievements.map((a) => a.name).sort()).toEqual([
          'Decision Master',
          'Decision Rookie',
          'Game Starter',
          'Speed Demon',
        ]);
        expect(first.stats).toMatchObject({ gamesPlayed: 1, totalPoints: 28 + 55, secondsPlayed: 95 });

        const second = await playDrill(backend, harness, HALF_DRILL, 300);
        expect(second.result.score).toBe(14);
        expect(second.newAchievements).toEqual([]);
        expect(second.stats).toEqual(await backend.getGameStats());
        expect(second.stats).toMatchObject({
          gamesPlayed: 2,
          averageScore: 75,
          totalPoints: 28 + 14 + 55,
          level: 1,
          secondsPlayed: 395,
        });
        expect(second.stats.achievements).toHaveLength(4);
        // The day the games were played counts for the streak, once.
        expect(await backend.listActivityDays()).toEqual([localIsoDate(new Date(second.result.createdAt))]);
      });

      test('a game cut short by the countdown earns only Game Starter; unanswered scenarios score 0', async () => {
        await backend.signUp(player());
        const { result, newAchievements } = await playDrill(
          backend,
          harness,
          { 'counter-attack': 'long-shot', 'one-v-one-defending': 'dive-in' },
          DRILL_TIME_LIMIT_SECONDS,
        );
        expect([result.score, result.durationSeconds]).toEqual([6, DRILL_TIME_LIMIT_SECONDS]);
        expect(newAchievements.map((a) => [a.name, a.points])).toEqual([['Game Starter', 5]]);
      });

      test('the server starts the game and its clock times it: at most the countdown, never faster than a person', async () => {
        await backend.signUp(player());
        const started = await backend.startGame('decision-drill');
        expect(started).toEqual({
          play: { id: expect.any(String), allowedSeconds: DRILL_TIME_LIMIT_SECONDS },
          allowance: { limitMinutes: null, usedSeconds: 0, remainingSeconds: null },
        });
        const playId = started.play!.id;
        await expect(backend.recordGameResult(playId, PERFECT_DRILL)).rejects.toMatchObject({
          code: 'answered_too_fast',
        });
        await expect(backend.recordGameResult(playId, {})).rejects.toMatchObject({ code: 'no_answers' });
        await expect(
          backend.recordGameResult(playId, { 'counter-attack': 'drive-and-release' }),
        ).rejects.toMatchObject({ code: 'game_unfinished' });
        await harness.elapseGame(playId, 3 * 3600);
        const { result } = await backend.recordGameResult(playId, PERFECT_DRILL);
        expect(result.durationSeconds).toBe(DRILL_TIME_LIMIT_SECONDS);
        await expect(backend.recordGameResult(playId, PERFECT_DRILL)).rejects.toMatchObject({
          code: 'game_not_started',
        });
      });

      test('unknown options, unknown games, games never started and calls without a user are refused', async () => {
        await backend.signUp(player());
        const { play } = await backend.startGame('decision-drill');
        await harness.elapseGame(play!.id, 60);
        await expect(
          backend.recordGameResult(play!.id, { 'counter-attack': 'score-from-anywhere' }),
        ).rejects.toMatchObject({ code: 'invalid_answer' });
        await expect(
          backend.recordGameResult(play!.id, { 'extra-scenario': 'long-shot' }),
        ).rejects.toMatchObject({ code: 'invalid_answer' });
        await expect(backend.recordGameResult(newId(), PERFECT_DRILL)).rejects.toMatchObject({
          code: 'game_not_started',
        });
        await expect(backend.startGame('reaction-time')).rejects.toMatchObject({ code: 'unknown_game' });
        expect((await backend.getGameStats()).gamesPlayed).toBe(0);
        // A game left unfinished ends; it cannot be saved afterwards.
        await backend.endGame(play!.id);
        await expect(backend.recordGameResult(play!.id, PERFECT_DRILL)).rejects.toMatchObject({
          code: 'game_not_started',
        });
        await backend.signOut();
        await expect(backend.startGame('decision-drill')).rejects.toThrow();
        await expect(backend.recordGameResult(play!.id, PERFECT_DRILL)).rejects.toThrow();
        await expect(backend.getGameStats()).rejects.toThrow();
      });

      test('a result sent more than a day after its countdown ran out is too late, and forgotten on sync', async () => {
        const user = await backend.signUp(player());
        const { play } = await backend.startGame('decision-drill');
        await harness.elapseGame(play!.id, DRILL_TIME_LIMIT_SECONDS + GAME_RESULT_LATE_HOURS * 3600 + 60);
        await expect(backend.recordGameResult(play!.id, PERFECT_DRILL)).rejects.toMatchObject({
          code: 'game_expired',
        });
        storage.setItem(
          STORAGE_KEYS.queuedGameResults,
          JSON.stringify([{ userId: user.id, entry: { id: play!.id, answers: PERFECT_DRILL } }]),
        );
        expect(await backend.syncDeviceQueue(user.id)).toBe(0);
        expect(storage.getItem(STORAGE_KEYS.queuedGameResults)).toBeNull();
        expect((await backend.getGameStats()).gamesPlayed).toBe(0);
      });

      test('a game finished offline waits on the device, survives a reload and is recorded once', async () => {
        const user = await backend.signUp(player());
        const { play } = await backend.startGame('decision-drill');
        await backend.syncGameResults(user.id);
        await harness.elapseGame(play!.id, 120);
        harness.setOffline(true);
        expect(await backend.recordOrKeepGameResult(play!.id, PERFECT_DRILL)).toEqual({
          keptOnDevice: 'offline',
          newAchievements: [],
        });
        await expect(backend.syncDeviceQueue(user.id)).rejects.toThrow();
        // A reload: what waits is in local storage, under this account only.
        const queued = storage.getItem(STORAGE_KEYS.queuedGameResults);
        expect(JSON.parse(queued!)).toEqual([
          { userId: user.id, entry: { id: play!.id, answers: PERFECT_DRILL } },
        ]);

        // The tab closed after the server recorded it but before the device forgot it: sent again, counted once.
        await expectSentOnceThenForgotten(user.id, queued!);
        // The server's clock, not the device's: the game counts the time since its start, at most its countdown.
        const stats = await backend.getGameStats();
        expect(stats.gamesPlayed).toBe(1);
        expect(stats.secondsPlayed).toBeGreaterThanOrEqual(120);
      });

      test('offline, a game starts from the ticket kept online, waits on the device and is recorded once', async () => {
        const user = await backend.signUp(player());
        const ticket = await backend.keepGameTicket(user.id, 'decision-drill');
        expect(ticket).toMatchObject({ allowedSeconds: DRILL_TIME_LIMIT_SECONDS });
        // A fresh ticket is kept: no second reservation.
        expect(await backend.keepGameTicket(user.id, 'decision-drill')).toEqual(ticket);

        harness.setOffline(true);
        expect(await backend.keptGameTicket(user.id)).toEqual(ticket);
        expect(await backend.keptGameTicket(newId())).toBeNull();
        const finishedAt = new Date().toISOString();
        expect(await backend.recordOrKeepTicketResult(ticket!, PERFECT_DRILL, 95, finishedAt)).toEqual({
          keptOnDevice: 'offline',
          newAchievements: [],
        });
        // One game per ticket: it left the device with its game.
        expect(await backend.keptGameTicket(user.id)).toBeNull();
        const queued = storage.getItem(STORAGE_KEYS.queuedGameResults);
        expect(JSON.parse(queued!)).toEqual([
          {
            userId: user.id,
            entry: { id: ticket!.id, answers: PERFECT_DRILL, offline: { seconds: 95, finishedAt } },
          },
        ]);
        await expect(backend.syncDeviceQueue(user.id)).rejects.toThrow();

        // Sent again after an interrupted sync: the ticket is used, so it is only forgotten.
        await expectSentOnceThenForgotten(user.id, queued!);
        expect(await backend.getGameStats()).toMatchObject({ gamesPlayed: 1, secondsPlayed: 95 });
        // Back online, the next visit keeps a new ticket.
        const next = await backend.keepGameTicket(user.id, 'decision-drill');
        expect(next?.id).not.toBe(ticket!.id);
      });
    });

    describe('waitlist', () => {
      test('anyone can join; the e-mail is trimmed and a duplicate is a success', async () => {
        const email = `fan${Date.now()}@example.com`;
        await backend.joinWaitlist(`  ${email}  `);
        await backend.joinWaitlist(email.toUpperCase());
        await expect(backend.joinWaitlist('not an email')).rejects.toThrow();
      });
    });

    describe('billing', () => {
      test("a declined test card returns the provider's message", async () => {
        await backend.signUp(player());
        const result = await backend.createCardToken({
          number: '4000 0000 0000 0002',
          expMonth: 12,
          expYear: 2040,
          cvc: '123',
        });
        expect(result).toEqual({ error: { message: 'Your card was declined.' } });
      });

      test('checkout needs a valid token; a paid plan is a subscription; free cancels at the period end', async () => {
        const user = await backend.signUp(player({ age: 30 }));
        await expect(backend.checkout('pro', 'tok_forged')).rejects.toThrow();
        expect((await backend.getProfile(user.id)).subscriptionPlan).toBe('free');

        await upgradeToPro(backend);
        expect(await backend.getProfile(user.id)).toMatchObject({
          subscriptionPlan: 'pro',
          subscriptionStatus: 'active',
          effectivePlan: 'pro',
        });
        const billing = billingBackendFor(backend);
        const { subscription, invoices } = await billing.getOverview();
        expect(subscription).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: false });
        expect(invoices).toEqual([
          expect.objectContaining({ plan: 'pro', amountCents: 500, status: 'paid' }),
        ]);

        expect(await backend.checkout('free')).toBe('pro');
        expect((await backend.getProfile(user.id)).subscriptionPlan).toBe('pro');
        expect((await billing.getOverview()).subscription?.cancelAtPeriodEnd).toBe(true);
        await billing.resume();
        expect((await billing.getOverview()).subscription?.cancelAtPeriodEnd).toBe(false);
      });

      test('a player is refused the Parent plan, and cannot switch to it', async () => {
        await backend.signUp(player({ age: 30 }));
        const token = await backend.createCardToken({
          number: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: 2040,
          cvc: '123',
        });
        if (token.error) throw new Error(token.error.message);
        await expect(backend.checkout('parent', token.tokenId)).rejects.toMatchObject({
          code: 'parent_account_only',
        });
        await upgradeToPro(backend);
        await expect(billingBackendFor(backend).quotePlanChange('parent')).rejects.toMatchObject({
          code: 'parent_account_only',
        });
      });
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

import {
  createGoal,
  gameTimeDecision,
  type Goal,
  type QuickTrackRecord,
  type RegistrationPayload,
} from '@dreampitch/domain';
import { beforeEach, describe, expect, test } from '@rstest/core';
import type { Backend } from '../backend';
import { newId } from '../ids';
import type { FamilyBackend } from './family-backend';

/** How the shared suite drives one implementation: one app backend (one client) and its family repository. */
export interface FamilyContractHarness {
  create(): { backend: Backend; family: FamilyBackend };
  /**
   * Proves the signed-in account's e-mail as its owner would (the mailed verification link). A parent needs it to
   * see requests addressed to that e-mail and to invite; a player, to see an invitation to that e-mail. Omitted where
   * every address counts as proven (demo).
   */
  proveEmail?(backend: Backend, email: string): Promise<void>;
  /** Moves the server's clock for a started game `seconds` on, as if the player had played that long. */
  elapseGame(playId: string, seconds: number): Promise<void>;
}

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}${Date.now()}${counter}@example.com`;
};

function player(parentEmail: string, age = 11): RegistrationPayload {
  return {
    email: unique('kid'),
    password: 'secret-pass-1',
    firstName: 'Max',
    lastName: 'Lee',
    accountType: 'player',
    age,
    parentEmail,
  };
}

function parent(email = unique('mum')): RegistrationPayload {
  return { email, password: 'secret-pass-1', firstName: 'Ann', lastName: 'Lee', accountType: 'parent' };
}

function goal(title: string): Goal {
  return createGoal(
    { title, description: 'Every day', type: 'process', pillar: 'technical' },
    { id: newId(), ageGroup: '8-12', now: new Date() },
  );
}

const QUICK_TRACK: QuickTrackRecord = { date: '2025-01-10', ageGroup: '8-12', emoji: 'great' };

export function describeFamilyContract(name: string, harness: FamilyContractHarness): void {
  describe(`${name}: FamilyBackend contract`, () => {
    let backend: Backend;
    let family: FamilyBackend;

    beforeEach(async () => {
      ({ backend, family } = harness.create());
      await backend.signOut().catch(() => undefined);
    });

    async function signUpParent(account: RegistrationPayload) {
      await backend.signUp(account);
      await harness.proveEmail?.(backend, account.email);
    }

    async function as(account: RegistrationPayload) {
      await backend.signOut();
      return backend.signIn(account.email, account.password);
    }

    /** The signed-in account pays for the Parent plan (simulated provider, Stripe's test card). */
    async function buyParentPlan() {
      const card = await backend.createCardToken({
        number: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: '123',
      });
      if (!('tokenId' in card)) throw new Error(card.error.message);
      await backend.checkout('parent', card.tokenId);
    }

    /**
     * A player who named a parent at sign-up, the parent (on the Parent plan unless `plan` is 'free') who confirmed,
     * and the confirmed link's id.
     */
    async function linkedFamily(age = 11, plan: 'parent' | 'free' = 'parent') {
      const mum = parent();
      const kid = player(mum.email, age);
      const kidUser = await backend.signUp(kid);
      await backend.signOut();
      await signUpParent(mum);
      if (plan === 'parent') await buyParentPlan();
      const [request] = await family.listLinks();
      await family.confirmLink(request!.id);
      return { mum, kid, kidId: kidUser.id, linkId: request!.id };
    }

    test('a player names a parent e-mail at sign-up; that parent (signing up later) sees and confirms it', async () => {
      const mum = parent();
      const kid = player(mum.email.toUpperCase());
      const kidUser = await backend.signUp(kid);
      expect(await family.listLinks()).toMatchObject([
        { role: 'child', status: 'pending', awaitingMe: false, parent: { email: mum.email } },
      ]);

      await backend.signOut();
      await signUpParent(mum);
      const [request] = await family.listLinks();
      expect(request).toMatchObject({ role: 'parent', awaitingMe: true, child: { id: kidUser.id, age: 11 } });
      const confirmed = await family.confirmLink(request!.id);
      expect(confirmed).toMatchObject({ status: 'confirmed', awaitingMe: false });
      expect(confirmed.consentGivenAt).not.toBeNull();

      await as(kid);
      expect(await family.listLinks()).toMatchObject([
        { role: 'child', status: 'confirmed', level: 'monitor' },
      ]);
    });

    test("the confirmed parent sees the child's goals, Quick Track and game stats; an unrelated parent does not", async () => {
      const { kid, kidId, mum } = await linkedFamily();
      await as(kid);
      const [saved] = (await backend.saveGoals([goal('First touch')], kidId)).goals;
      await backend.recordCheckIn(saved!.id, { date: '2025-01-11', note: 'Ten in a row' }, 20);
      await backend.addQuickTrackEntry(QUICK_TRACK);
      const { play } = await backend.startGame('decision-drill');
      // One answer: saved once the countdown ran out.
      await harness.elapseGame(play!.id, play!.allowedSeconds);
      await backend.recordGameResult(play!.id, { 'counter-attack': 'drive-and-release' });

      await as(mum);
      const overview = await family.getChildOverview(kidId);
      expect(overview.profile).toMatchObject({ id: kidId, firstName: 'Max' });
      expect(overview.goals.map((g) => [g.title, g.status, g.progress])).toEqual([
        ['First touch', 'active', 20],
      ]);
      expect(overview.goals[0]?.checkIns).toEqual([{ date: '2025-01-11', note: 'Ten in a row' }]);
      expect(overview.quickTrack).toMatchObject([{ date: '2025-01-10', emoji: 'great' }]);
      expect(overview.gameStats.gamesPlayed).toBe(1);

      await backend.signOut();
      await signUpParent(parent());
      await expect(family.getChildOverview(kidId)).rejects.toMatchObject({ code: 'not_linked_parent' });
      expect(await family.listLinks()).toEqual([]);
    });

    test("the report's week counts every check-in and Quick Track entry, past the newest the overview lists", async () => {
      const { kid, kidId, mum } = await linkedFamily();
      await as(kid);
      const [saved] = (await backend.saveGoals([goal('Juggling')], kidId)).goals;
      // 24 check-ins in the week ending 2030-05-07 on one goal (more than the RECENT_CHECK_INS listed), 1 before it.
      for (let index = 0; index < 24; index += 1) {
        const date = `2030-05-0${1 + (index % 7)}`;
        await backend.recordCheckIn(saved!.id, { date, note: '' }, 10);
      }
      await backend.recordCheckIn(saved!.id, { date: '2030-04-30', note: '' }, 10);
      await backend.addQuickTrackEntry({ ...QUICK_TRACK, date: '2030-05-02' });
      await backend.addQuickTrackEntry({ ...QUICK_TRACK, date: '2030-04-30' });

      await as(mum);
      const overview = await family.getChildOverview(kidId, '2030-05-07');
      expect(overview.goals[0]!.checkIns.filter((checkIn) => checkIn.date !== '').length).toBeLessThan(24);
      expect(overview.checkInsThisWeek).toBe(24);
      expect(overview.quickTrackEntriesThisWeek).toBe(1);
    });

    test('an under-13 cannot remove the parent who consented', async () => {
      const { kid, linkId } = await linkedFamily(10);
      await as(kid);
      await expect(family.removeLink(linkId)).rejects.toMatchObject({ code: 'consenting_parent_stays' });
      expect(await family.listLinks()).toMatchObject([{ status: 'confirmed' }]);
    });

    test("a confirmed parent without the Parent plan links and consents but cannot read the child's data", async () => {
      const { kidId, linkId } = await linkedFamily(11, 'free');
      expect((await family.listLinks())[0]).toMatchObject({ id: linkId, status: 'confirmed' });
      await expect(family.getChildOverview(kidId)).rejects.toMatchObject({ code: 'not_linked_parent' });
      await buyParentPlan();
      expect((await family.getChildOverview(kidId)).profile.id).toBe(kidId);
    });

    test('only the parent changes the level; removing the link ends access', async () => {
      const { kid, kidId, mum, linkId } = await linkedFamily(14);
      await as(kid);
      await expect(family.setLevel(linkId, 'supervise')).rejects.toMatchObject({
        message: 'Only the linked parent can do this.',
        code: 'not_linked_parent',
      });
      await as(mum);
      expect((await family.setLevel(linkId, 'collaborate')).level).toBe('collaborate');
      await family.removeLink(linkId);
      await expect(family.getChildOverview(kidId)).rejects.toMatchObject({ code: 'not_linked_parent' });
      await as(kid);
      expect(await family.listLinks()).toEqual([]);
    });

    test('Supervise: a new goal waits for approval and is active once approved', async () => {
      const { kid, kidId, mum, linkId } = await linkedFamily();
      await family.setLevel(linkId, 'supervise');
      await as(kid);
      const saved = await backend.saveGoals([goal('Weak foot')], kidId);
      expect(saved.savedTo).toBe('database');
      expect((await backend.listGoals(kidId)).map((g) => g.status)).toEqual(['pending_approval']);
      await expect(family.decideGoal(saved.goals[0]!.id, true)).rejects.toMatchObject({
        code: 'not_linked_parent',
      });

      await as(mum);
      const [waiting] = (await family.getChildOverview(kidId)).goals;
      expect(waiting?.status).toBe('pending_approval');
      await family.decideGoal(waiting!.id, true);
      await as(kid);
      expect((await backend.listGoals(kidId)).map((g) => g.status)).toEqual(['active']);
    });

    test('Collaborate: suggestions and encouragement reach the child', async () => {
      const { kid, kidId, mum, linkId } = await linkedFamily();
      await as(kid);
      const [saved] = (await backend.saveGoals([goal('Sprint')], kidId)).goals;
      await as(mum);
      await expect(
        family.suggestGoal(linkId, { title: 'Juggle', description: '', pillar: 'technical' }),
      ).rejects.toMatchObject({ code: 'level_too_low' });
      await family.setLevel(linkId, 'collaborate');
      const suggestion = await family.suggestGoal(linkId, {
        title: 'Juggle',
        description: '20 a day',
        pillar: 'technical',
      });
      await family.encourage(saved!.id, 'Great sprinting!');
      await as(kid);
      const messages = await family.listMessages();
      expect(messages.suggestions).toMatchObject([{ id: suggestion.id, title: 'Juggle', status: 'open' }]);
      expect(messages.encouragements).toMatchObject([{ goalId: saved!.id, message: 'Great sprinting!' }]);
      await family.answerSuggestion(suggestion.id, false);
      expect((await family.listMessages()).suggestions[0]?.status).toBe('dismissed');
    });

    test('Supervise: a game starts within the daily game-time limit and counts its time on the server', async () => {
      const { kid, mum, linkId } = await linkedFamily();
      await family.setLevel(linkId, 'supervise');
      await family.setGameLimit(linkId, 10);
      await as(kid);
      expect(gameTimeDecision(await family.getGameTimeAllowance()).allowed).toBe(true);
      const { play, allowance: before } = await backend.startGame('decision-drill');
      expect([play?.allowedSeconds, before]).toEqual([
        600,
        { limitMinutes: 10, usedSeconds: 0, remainingSeconds: 600 },
      ]);
      // Played well past the time left: it counts the 10 minutes that were left.
      await harness.elapseGame(play!.id, 900);
      const { result } = await backend.recordGameResult(play!.id, { 'counter-attack': 'drive-and-release' });
      expect(result.durationSeconds).toBe(600);
      const allowance = await family.getGameTimeAllowance();
      expect(allowance).toMatchObject({ limitMinutes: 10, usedSeconds: 600, remainingSeconds: 0 });
      expect(gameTimeDecision(allowance).allowed).toBe(false);
      expect(await backend.startGame('decision-drill')).toEqual({ play: null, allowance });
      await as(mum);
      await family.setGameLimit(linkId, null);
      await as(kid);
      expect(await family.getGameTimeAllowance()).toMatchObject({ limitMinutes: null });
      await backend.signOut();
      expect(await family.getGameTimeAllowance()).toEqual({
        limitMinutes: null,
        usedSeconds: 0,
        remainingSeconds: null,
      });
    });

    test('a parent invites players by e-mail and links several children', async () => {
      const first = player(unique('other'), 13);
      const second = player(unique('other'), 9);
      const mum = parent();
      // An invitation reaches the account that proved the invited address.
      for (const kid of [first, second]) {
        await backend.signUp(kid);
        await harness.proveEmail?.(backend, kid.email);
        await backend.signOut();
      }
      await signUpParent(mum);
      await expect(family.inviteChild('nope')).rejects.toMatchObject({ code: 'invalid_email' });
      for (const kid of [first, second]) {
        await as(mum);
        const invite = await family.inviteChild(kid.email);
        await as(kid);
        const seen = (await family.listLinks()).find((link) => link.id === invite.id);
        expect(seen).toMatchObject({ awaitingMe: true, role: 'child' });
        await family.confirmLink(invite.id);
      }
      await as(mum);
      const confirmed = (await family.listLinks()).filter((link) => link.status === 'confirmed');
      expect(confirmed.map((link) => link.child.email).sort()).toEqual(
        [first.email, second.email].map((e) => e.toLowerCase()).sort(),
      );
    });
  });
}

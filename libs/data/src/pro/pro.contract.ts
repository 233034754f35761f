import { analyticsSince, createGoal, type RegistrationPayload } from '@dreampitch/domain';
import { beforeEach, describe, expect, test } from '@rstest/core';
import type { Backend } from '../backend';
import { newId } from '../ids';
import type { ProBackend } from './pro-backend';

/** How the shared suite drives one implementation: one app backend (one client) and its Pro repository. */
export interface ProContractHarness {
  create(): { backend: Backend; pro: ProBackend };
}

let counter = 0;
/** An adult player: a player under 18 does not pay alone (who_may_pay.sql), and these tests buy Pro. */
function player(): RegistrationPayload {
  counter += 1;
  return {
    email: `pro${Date.now()}${counter}@example.com`,
    password: 'secret-pass-1',
    firstName: 'Pia',
    lastName: 'Pro',
    accountType: 'player',
    age: 30,
    parentEmail: `parent${Date.now()}${counter}@example.com`,
  };
}

const today = new Date().toISOString().slice(0, 10);

export function describeProContract(name: string, harness: ProContractHarness): void {
  describe(`${name}: ProBackend contract`, () => {
    let backend: Backend;
    let pro: ProBackend;

    beforeEach(async () => {
      ({ backend, pro } = harness.create());
      await backend.signOut().catch(() => undefined);
    });

    async function upgrade() {
      const token = await backend.createCardToken({
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
      });
      await backend.checkout('pro', token.tokenId);
    }

    test('a free player is refused every Pro-only call with the app’s message', async () => {
      await backend.signUp(player());
      for (const call of [
        () => pro.getAnalytics(today),
        () => pro.exportData(),
        () => pro.saveGoalTemplate({ title: 'T', description: '', pillar: 'mental', type: 'process' }),
        () => pro.saveMindsetRoutine(['Breathe']),
        () => pro.logMindsetSession('breathing', 60, today),
      ]) {
        await expect(call()).rejects.toMatchObject({
          code: 'pro_required',
          message: 'This is part of DreamPitch Pro. Upgrade to use it.',
        });
      }
      expect(await pro.listGoalTemplates()).toEqual([]);
      expect(await pro.getMindsetRoutine()).toEqual([]);
    });

    test('templates: save, refuse a duplicate title, rename, delete', async () => {
      await backend.signUp(player());
      await upgrade();
      const saved = await pro.saveGoalTemplate({
        title: ' Wall passes ',
        description: '50 a day',
        pillar: 'technical',
        type: 'process',
      });
      expect(saved).toMatchObject({ title: 'Wall passes', pillar: 'technical' });
      await expect(
        pro.saveGoalTemplate({ title: 'wall passes', description: '', pillar: 'technical', type: 'process' }),
      ).rejects.toMatchObject({ code: 'template_duplicate' });
      const renamed = await pro.updateGoalTemplate(saved.id, { ...saved, title: 'Wall passes, weak foot' });
      expect(renamed.title).toBe('Wall passes, weak foot');
      expect((await pro.listGoalTemplates()).map((t) => t.title)).toEqual(['Wall passes, weak foot']);
      await pro.deleteGoalTemplate(saved.id);
      expect(await pro.listGoalTemplates()).toEqual([]);
    });

    test('mindset: the routine is replaced and deleted; a logged exercise counts in analytics', async () => {
      await backend.signUp(player());
      await upgrade();
      expect(await pro.saveMindsetRoutine(['Drink water', 'Breathe'])).toEqual(['Drink water', 'Breathe']);
      await expect(pro.saveMindsetRoutine([])).rejects.toMatchObject({ code: 'routine_invalid' });
      expect(await pro.getMindsetRoutine()).toEqual(['Drink water', 'Breathe']);
      await pro.deleteMindsetRoutine();
      expect(await pro.getMindsetRoutine()).toEqual([]);
      await pro.logMindsetSession('breathing', 60, today);
      const { facts } = await pro.getAnalytics(analyticsSince(today));
      expect(facts).toContainEqual(
        expect.objectContaining({ date: today, kind: 'mindset', pillar: 'mental', count: 1, sum: 60 }),
      );
    });

    test('analytics and export read the goals, check-ins with their progress, and Quick Track', async () => {
      const user = await backend.signUp(player());
      await upgrade();
      const goal = createGoal(
        { title: 'First touch', description: 'Every day', type: 'process', pillar: 'technical' },
        { id: newId(), ageGroup: '13-17', now: new Date() },
      );
      const [saved] = (await backend.saveGoals([goal], user.id)).goals;
      await backend.recordCheckIn(saved!.id, { date: today, note: 'ok' }, 20);
      await backend.recordCheckIn(saved!.id, { date: today, note: 'better' }, 35);
      await backend.addQuickTrackEntry({ date: today, ageGroup: '13-17', rating: 8, note: '' });
      const analytics = await pro.getAnalytics(analyticsSince(today));
      expect(analytics.goals).toMatchObject([
        { id: saved!.id, progress: 35, points: [{ date: today, progress: 35 }] },
      ]);
      expect(analytics.facts).toContainEqual(
        expect.objectContaining({ kind: 'check_in', pillar: 'technical', count: 2 }),
      );
      expect(analytics.facts).toContainEqual(expect.objectContaining({ kind: 'rating', count: 1, sum: 8 }));
      const exported = await pro.exportData();
      expect(exported.goals).toMatchObject([{ id: saved!.id, title: 'First touch' }]);
      expect(exported.check_ins).toHaveLength(2);
      expect(exported.quick_track_entries).toHaveLength(1);
    });

    test('support: any player may ask, paid plans get priority, the fourth request in an hour is refused', async () => {
      await backend.signUp(player());
      const standard = await pro.sendSupportRequest('training', 'How do I add a session?');
      expect(standard.priority).toBe(false);
      await expect(pro.sendSupportRequest('training', 'short')).rejects.toMatchObject({
        code: 'support_invalid_message',
      });
      await upgrade();
      const priority = await pro.sendSupportRequest('billing', 'Was I charged twice?');
      expect(priority.priority).toBe(true);
      await pro.sendSupportRequest('other', 'A third question here');
      await expect(pro.sendSupportRequest('other', 'A fourth question here')).rejects.toMatchObject({
        code: 'support_rate_limited',
      });
    });
  });
}

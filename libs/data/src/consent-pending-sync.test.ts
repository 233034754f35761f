import { createGoal, serverErrorMessage } from '@dreampitch/domain';
import { backendForThisFile } from '@dreampitch/local-backend/test-support';
import { describe, expect, test } from '@rstest/core';
import ws from 'ws';
import { newId } from './ids';
import { createMemoryStorage, STORAGE_KEYS } from './storage';
import { SupabaseBackend } from './supabase-backend';

/**
 * Issue 17 item 2 from the app's side: while a parent has not consented, the server refuses an under-13's goals and
 * check-ins (consent_pending); the app keeps them on the device, says so, and syncs them once the parent consents.
 */
const server = backendForThisFile({ mailIntervalMs: 0 });

describe('an under-13 waiting for consent', () => {
  test('goals and Quick Track check-ins stay on the device, then sync once after consent', async () => {
    const storage = createMemoryStorage();
    const app = new SupabaseBackend({
      url: server().url,
      anonKey: server().anonKey,
      storage,
      clientOptions: {
        auth: { autoRefreshToken: false, detectSessionInUrl: false, storage: createMemoryStorage() },
        realtime: { transport: ws as unknown as typeof WebSocket },
      },
    });
    const parentEmail = `parent-${newId()}@example.com`;
    const user = await app.signUp({
      email: `kid-${newId()}@example.com`,
      password: 'secret-pass-1',
      firstName: 'Kit',
      lastName: 'Kid',
      accountType: 'player',
      age: 9,
      parentEmail,
    });
    const goal = createGoal(
      { title: 'Juggle 10 times', description: '', type: 'process', pillar: 'technical' },
      { id: newId(), ageGroup: '8-12', now: new Date() },
    );

    const saved = await app.saveGoals([goal], user.id);
    expect(saved).toMatchObject({ savedTo: 'local', keptOnDevice: 'consent_pending' });
    const checkIn = await app.addQuickTrackEntry({ ageGroup: '8-12', date: '2025-03-01', emoji: 'great' });
    expect(checkIn.keptOnDevice).toBe('consent_pending');
    // Shown as the player's own while waiting; the server holds none of it.
    expect((await app.listGoals(user.id)).map((g) => g.id)).toEqual([goal.id]);
    expect(await app.listQuickTrackEntries()).toEqual([checkIn]);
    // The token becomes the app's words, so a refusal the queue cannot hold (a game) is said plainly.
    await expect(app.syncDeviceQueue(user.id)).rejects.toMatchObject({
      code: 'consent_pending',
      message: serverErrorMessage('consent_pending'),
    });
    const held = await server().service.from('goals').select('id').eq('user_id', user.id);
    expect(held.data).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.queuedQuickTrack)).not.toBeNull();

    await server().consentAsParent(parentEmail);
    expect(await app.syncDeviceQueue(user.id)).toBe(2);
    expect(await app.syncDeviceQueue(user.id)).toBe(0);
    const goals = await server().service.from('goals').select('id').eq('user_id', user.id);
    expect(goals.data).toEqual([{ id: goal.id }]);
    const entries = await server()
      .service.from('quick_track_entries')
      .select('id, emoji')
      .eq('user_id', user.id);
    expect(entries.data).toEqual([{ id: checkIn.id, emoji: 'great' }]);
    expect(app.getPendingGoals()).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.queuedQuickTrack)).toBeNull();
  });
});

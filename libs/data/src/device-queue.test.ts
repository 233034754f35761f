import { describe, expect, test } from '@rstest/core';
import { createGoal, createTrainingSession } from '@dreampitch/domain';
import { finishQueue, withQueuedFinishes } from './device-queue';
import { createMemoryStorage, STORAGE_KEYS } from './storage';

/** The finish queue: sessions finished in the player on this device, waiting for the network. */
describe('finishQueue', () => {
  const session = 'b7a1c2d3-0000-4000-8000-000000000001';

  test('a finish queued offline survives a reload, syncs once, and is forgotten once stored', async () => {
    const storage = createMemoryStorage();
    finishQueue.add(storage, 'me', { id: session, minutesTrained: 25 });
    // A reload: a new page reads the same local storage.
    const reloaded = createMemoryStorage();
    reloaded.setItem(STORAGE_KEYS.queuedFinishes, storage.getItem(STORAGE_KEYS.queuedFinishes)!);
    expect(finishQueue.list(reloaded, 'me')).toEqual([{ id: session, minutesTrained: 25 }]);
    expect(finishQueue.list(reloaded, 'someone else')).toEqual([]);

    const sent: unknown[] = [];
    const store = async (entry: unknown) => void sent.push(entry);
    expect(await finishQueue.sync(reloaded, 'me', store)).toBe(1);
    expect(await finishQueue.sync(reloaded, 'me', store)).toBe(0);
    expect(sent).toEqual([{ id: session, minutesTrained: 25 }]);
    expect(reloaded.getItem(STORAGE_KEYS.queuedFinishes)).toBeNull();
  });

  test('a failed send keeps the finish for the next sync', async () => {
    const storage = createMemoryStorage();
    finishQueue.add(storage, 'me', { id: session, minutesTrained: 25 });
    const offline = () => Promise.reject(new TypeError('fetch failed'));
    await expect(finishQueue.sync(storage, 'me', offline)).rejects.toThrow('fetch failed');
    expect(finishQueue.list(storage, 'me')).toEqual([{ id: session, minutesTrained: 25 }]);
  });

  test('a queued finish shows its session done with its minutes; one finished before keeps its first', () => {
    const now = new Date('2099-01-01T10:00:00.000Z');
    const planned = createTrainingSession({
      id: session,
      now,
      sessionDate: '2099-01-02',
      startTime: '17:00',
    });
    const goal = createGoal(
      { title: 'Weak foot', description: '', type: 'process', pillar: 'technical' },
      { id: 'goal', ageGroup: '13-17', now, sessions: [planned] },
    );
    expect(withQueuedFinishes(goal, [{ id: session, minutesTrained: 25 }]).sessions[0]).toMatchObject({
      completed: true,
      minutesTrained: 25,
    });
    const finished = { ...goal, sessions: [{ ...planned, completed: true, minutesTrained: 30 }] };
    expect(
      withQueuedFinishes(finished, [{ id: session, minutesTrained: 25 }]).sessions[0]?.minutesTrained,
    ).toBe(30);
    expect(withQueuedFinishes(goal, [])).toBe(goal);
  });
});

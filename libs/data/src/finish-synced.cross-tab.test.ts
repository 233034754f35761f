import { expect, test } from '@rstest/core';
import { createMemoryStorage } from './storage';
import { SupabaseBackend } from './supabase-backend';

/** Two tabs of one device: the same storage, each its own backend (the tabs talk to each other, not to a server). */
function twoTabs() {
  const storage = createMemoryStorage();
  const tab = () => new SupabaseBackend({ url: 'http://no-server.invalid', anonKey: 'anon-key', storage });
  return [tab(), tab()] as const;
}

/** Lets the channel's messages (delivered as tasks) arrive. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

test("a finish one tab sends is heard by the other tab's player, once in each", async () => {
  const [sending, other] = twoTabs();
  const heardHere: string[] = [];
  const heardThere: string[] = [];
  const stopHere = sending.onFinishSynced('s1', () => heardHere.push('s1'));
  const stopThere = other.onFinishSynced('s1', () => heardThere.push('s1'));
  const stopUnrelated = other.onFinishSynced('s2', () => heardThere.push('s2'));

  sending.finishSent('s1');
  await settled();
  expect(heardHere).toEqual(['s1']);
  expect(heardThere).toEqual(['s1']);

  stopThere();
  stopUnrelated();
  sending.finishSent('s1');
  await settled();
  expect(heardThere).toEqual(['s1']);
  stopHere();
});

test('a tab with nobody listening still tells the others', async () => {
  const [sending, other] = twoTabs();
  const heard: string[] = [];
  const stop = other.onFinishSynced('s1', () => heard.push('s1'));
  sending.finishSent('s1');
  await settled();
  expect(heard).toEqual(['s1']);
  stop();
});

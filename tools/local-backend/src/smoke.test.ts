import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { startTestBackend, type TestBackend } from './test-support';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 120_000);

test('smoke', async () => {
  const a = await backend.signUp();
  const ins = await a.client
    .from('goals')
    .insert({ user_id: a.id, title: 'T', pillar: 'technical' })
    .select()
    .single();
  expect(ins.error).toBeNull();
  const { data, error } = await a.client.from('profiles').select('*').eq('id', a.id).single();
  expect(error).toBeNull();
  expect(data.age_group).toBe('13-17');
}, 120_000);

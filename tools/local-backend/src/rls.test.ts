import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

/**
 * The RLS matrix: every table × {anon, owner, another user, service role} × {select, insert, update, delete}.
 * Each cell seeds its own row (as the service role) so the cells do not depend on each other.
 */

let backend: TestBackend;
let other: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  other = await backend.signUp();
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

type Actor = 'anon' | 'owner' | 'other' | 'service';
type SelectOutcome = 'rows' | 'none' | 'denied';
type InsertOutcome = 'ok' | 'denied' | 'conflict';
type UpdateOutcome = 'changed' | 'unchanged' | 'denied';
type DeleteOutcome = 'deleted' | 'kept' | 'denied';
type Cell = [SelectOutcome, InsertOutcome, UpdateOutcome, DeleteOutcome];

interface TableCase {
  table: string;
  key: string;
  /** A new row belonging to `owner`; `context` carries ids seeded for the owner (e.g. a goal). */
  row(owner: TestUser, context: Record<string, string>): Record<string, unknown>;
  /** Seeds what `row` needs, as the service role. */
  prepare?(owner: TestUser): Promise<Record<string, string>>;
  /** Profiles exist from sign-up: the seeded row is the owner's own. */
  seed?(owner: TestUser): Promise<string>;
  patch: Record<string, unknown>;
  matrix: Record<Actor, Cell>;
}

async function serviceInsert(table: string, row: Record<string, unknown>, key = 'id'): Promise<string> {
  const { data, error } = await backend.service.from(table).insert(row).select(key).single();
  if (error) throw new Error(`seeding ${table}: ${error.message}`);
  return String((data as unknown as Record<string, unknown>)[key]);
}

const seedGoal = async (owner: TestUser) => ({
  goal: await serviceInsert('goals', { user_id: owner.id, title: 'Seed goal', pillar: 'mental' }),
});

const cases: TableCase[] = [
  {
    table: 'profiles',
    key: 'id',
    row: (owner) => ({ id: owner.id, first_name: 'Again' }),
    seed: async (owner) => owner.id,
    patch: { first_name: 'Changed' },
    matrix: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      // Profiles come from sign-up only (20261124150100_identity_columns.sql).
      owner: ['rows', 'denied', 'changed', 'denied'],
      other: ['none', 'denied', 'unchanged', 'denied'],
      service: ['rows', 'conflict', 'changed', 'deleted'],
    },
  },
  {
    table: 'goals',
    key: 'id',
    row: (owner) => ({ user_id: owner.id, title: 'Juggle 50 times', pillar: 'technical', type: 'process' }),
    patch: { progress: 50 },
    matrix: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      owner: ['rows', 'ok', 'changed', 'deleted'],
      other: ['none', 'denied', 'unchanged', 'kept'],
      service: ['rows', 'ok', 'changed', 'deleted'],
    },
  },
  {
    table: 'training_sessions',
    key: 'id',
    prepare: seedGoal,
    row: (owner, context) => ({
      user_id: owner.id,
      goal_id: context.goal,
      session_date: '2099-03-01',
      duration: 45,
    }),
    patch: { notes: 'changed' },
    matrix: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      owner: ['rows', 'ok', 'changed', 'deleted'],
      other: ['none', 'denied', 'unchanged', 'kept'],
      service: ['rows', 'ok', 'changed', 'deleted'],
    },
  },
  {
    table: 'goal_check_ins',
    key: 'id',
    prepare: seedGoal,
    row: (owner, context) => ({
      user_id: owner.id,
      goal_id: context.goal,
      checked_on: '2025-03-01',
      note: 'Weak-foot passes',
      progress: 30,
    }),
    patch: { note: 'changed' },
    matrix: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      owner: ['rows', 'ok', 'denied', 'denied'],
      other: ['none', 'denied', 'denied', 'denied'],
      service: ['rows', 'ok', 'changed', 'deleted'],
    },
  },
  {
    table: 'game_results',
    key: 'id',
    row: (owner) => ({
      user_id: owner.id,
      game_id: 'decision-drill',
      score: 20,
      max_score: 28,
      duration_seconds: 95,
    }),
    patch: { score: 1 },
    matrix: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      // Results are written by record_game_result only (20261124150000_game_results_by_server.sql).
      owner: ['rows', 'denied', 'denied', 'denied'],
      other: ['none', 'denied', 'denied', 'denied'],
      service: ['rows', 'ok', 'changed', 'deleted'],
    },
  },
  {
    table: 'achievements',
    key: 'id',
    row: (owner) => ({ user_id: owner.id, name: `Badge ${randomUUID()}`, description: 'Earned', points: 10 }),
    patch: { points: 99 },
    matrix: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      owner: ['rows', 'denied', 'denied', 'denied'],
      other: ['none', 'denied', 'denied', 'denied'],
      service: ['rows', 'ok', 'changed', 'deleted'],
    },
  },
  {
    table: 'quick_track_entries',
    key: 'id',
    row: (owner) => ({ user_id: owner.id, age_group: '13-17', rating: 7, note: 'Good session' }),
    patch: { note: 'changed' },
    matrix: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      owner: ['rows', 'ok', 'changed', 'deleted'],
      other: ['none', 'denied', 'unchanged', 'kept'],
      service: ['rows', 'ok', 'changed', 'deleted'],
    },
  },
  {
    table: 'waitlist_emails',
    key: 'id',
    row: () => ({ email: `fan-${randomUUID()}@example.com` }),
    patch: { email: `changed-${randomUUID()}@example.com` },
    matrix: {
      anon: ['denied', 'ok', 'denied', 'denied'],
      owner: ['denied', 'ok', 'denied', 'denied'],
      other: ['denied', 'ok', 'denied', 'denied'],
      service: ['rows', 'ok', 'changed', 'deleted'],
    },
  },
  {
    table: 'payments',
    key: 'id',
    row: (owner) => ({ id: `tok_test_${randomUUID()}`, user_id: owner.id, plan: 'pro', amount_cents: 500 }),
    patch: { amount_cents: 1 },
    matrix: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      owner: ['denied', 'denied', 'denied', 'denied'],
      other: ['denied', 'denied', 'denied', 'denied'],
      service: ['rows', 'ok', 'changed', 'deleted'],
    },
  },
];

function clientOf(actor: Actor, owner: TestUser): SupabaseClient {
  return { anon: backend.anon, owner: owner.client, other: other.client, service: backend.service }[actor];
}

function expectDenied(actor: Actor, result: { error: { code: string } | null; status: number }) {
  expect(result.error?.code).toBe('42501');
  expect(result.status).toBe(actor === 'anon' ? 401 : 403);
}

for (const tableCase of cases) {
  describe(tableCase.table, () => {
    for (const actor of ['anon', 'owner', 'other', 'service'] as const) {
      const [selectOutcome, insertOutcome, updateOutcome, deleteOutcome] = tableCase.matrix[actor];
      test(`${actor}: select ${selectOutcome}, insert ${insertOutcome}, update ${updateOutcome}, delete ${deleteOutcome}`, async () => {
        const owner = await backend.signUp();
        const context = (await tableCase.prepare?.(owner)) ?? {};
        const seedRow = () => tableCase.row(owner, context);
        const seedId = tableCase.seed
          ? await tableCase.seed(owner)
          : await serviceInsert(tableCase.table, seedRow(), tableCase.key);
        const client = clientOf(actor, owner);
        const readBack = async () =>
          (await backend.service.from(tableCase.table).select('*').eq(tableCase.key, seedId)).data ?? [];

        const selected = await client.from(tableCase.table).select('*').eq(tableCase.key, seedId);
        if (selectOutcome === 'denied') expectDenied(actor, selected);
        else {
          expect(selected.error).toBeNull();
          expect(selected.data).toHaveLength(selectOutcome === 'rows' ? 1 : 0);
        }

        const inserted = await client.from(tableCase.table).insert(seedRow());
        if (insertOutcome === 'denied') expectDenied(actor, inserted);
        else if (insertOutcome === 'conflict') {
          expect(inserted.status).toBe(409);
          expect(inserted.error?.code).toBe('23505');
        } else {
          expect(inserted.error).toBeNull();
          expect(inserted.status).toBe(201);
        }

        const before = await readBack();
        const updated = await client.from(tableCase.table).update(tableCase.patch).eq(tableCase.key, seedId);
        const after = await readBack();
        if (updateOutcome === 'denied') expectDenied(actor, updated);
        else expect(updated.error).toBeNull();
        const [field, value] = Object.entries(tableCase.patch)[0] as [string, unknown];
        if (updateOutcome === 'changed') expect(after[0]?.[field]).toEqual(value);
        else expect(after).toEqual(before);

        const deleted = await client.from(tableCase.table).delete().eq(tableCase.key, seedId);
        if (deleteOutcome === 'denied') expectDenied(actor, deleted);
        else expect(deleted.error).toBeNull();
        expect(await readBack()).toHaveLength(deleteOutcome === 'deleted' ? 0 : 1);
      });
    }
  });
}

describe('cross-user references', () => {
  test("a user cannot attach a session of their own to another user's goal", async () => {
    const owner = await backend.signUp();
    const { goal } = await seedGoal(owner);
    const result = await other.client
      .from('training_sessions')
      .insert({ user_id: other.id, goal_id: goal, session_date: '2099-03-02' });
    expectDenied('other', result);
  });

  test("a user cannot check in on another user's goal, nor read that goal's check-ins", async () => {
    const owner = await backend.signUp();
    const { goal } = await seedGoal(owner);
    const ownCheckIn = await owner.client
      .from('goal_check_ins')
      .insert({ goal_id: goal, checked_on: '2025-03-02', note: 'Mine', progress: 20 });
    expect(ownCheckIn.error).toBeNull();

    const result = await other.client
      .from('goal_check_ins')
      .insert({ user_id: other.id, goal_id: goal, checked_on: '2025-03-02', note: 'Not mine', progress: 90 });
    expectDenied('other', result);
    const read = await other.client.from('goal_check_ins').select('*').eq('goal_id', goal);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const stored = await backend.service.from('goal_check_ins').select('note').eq('goal_id', goal);
    expect(stored.data).toEqual([{ note: 'Mine' }]);
  });

  test('a user cannot move their row to another user', async () => {
    const owner = await backend.signUp();
    const id = await serviceInsert('goals', { user_id: owner.id, title: 'Mine', pillar: 'physical' });
    const result = await owner.client.from('goals').update({ user_id: other.id }).eq('id', id);
    expectDenied('owner', result);
  });
});

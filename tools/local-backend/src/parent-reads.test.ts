import { describe, expect, test } from '@rstest/core';
import { backendForThisFile, type TestUser } from './test-support';

/**
 * The parent read policies are answered from the owner column's index (20261204140000_parent_reads_by_index.sql):
 * a parent's read without an owner filter examines the rows of the caller and the caller's children, not every
 * family's. Proved on the query plans PostgreSQL makes for the caller's own request (EXPLAIN through a test
 * function that runs as the caller, so RLS applies), never by timing.
 */

const SEED = `
create function public.test_read_plan(p_table text, p_indexes_only boolean) returns json
language plpgsql volatile set search_path = '' as $$
declare
  plan json;
begin
  -- With sequential scans priced out, the plan shows whether an index can answer the policies at all.
  if p_indexes_only then
    perform set_config('enable_seqscan', 'off', true);
  end if;
  execute format('explain (analyze, format json) select * from public.%I', p_table) into plan;
  return plan;
end;
$$;
revoke all on function public.test_read_plan(text, boolean) from public, anon;
grant execute on function public.test_read_plan(text, boolean) to authenticated;

-- Other families' entries, as many as a busy backend holds: p_users players of p_rows entries each.
create function public.test_fill_quick_track(p_users integer, p_rows integer) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  with players as (
    insert into auth.users (email, raw_user_meta_data)
    select 'filler-' || gen_random_uuid() || '@example.com',
      -- Adults: a minor's sign-up would mail a link request to a parent for every filler.
      '{"first_name": "Fil", "last_name": "Ler", "accountType": "player", "age": 19}'::jsonb
    from generate_series(1, p_users)
    returning id
  )
  insert into public.quick_track_entries (user_id, age_group, rating, note)
  select players.id, '13-17', 5, 'filler ' || n from players, generate_series(1, p_rows) n;
  analyze public.quick_track_entries;
end;
$$;
revoke all on function public.test_fill_quick_track(integer, integer) from public, anon, authenticated;
grant execute on function public.test_fill_quick_track(integer, integer) to service_role;
`;

const backend = backendForThisFile({ seedSql: SEED });

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

async function readPlan(user: TestUser, table: string, indexesOnly: boolean): Promise<PlanNode[]> {
  const { data, error } = await user.client.rpc('test_read_plan', {
    p_table: table,
    p_indexes_only: indexesOnly,
  });
  if (error) throw new Error(`test_read_plan: ${error.message}`);
  return flatten((data as { Plan: PlanNode }[])[0]!.Plan);
}

/** The scans of `table` in a plan, with the index scans a bitmap scan of it reads. */
function scansOf(nodes: PlanNode[], table: string): PlanNode[] {
  return nodes
    .filter((node) => node['Relation Name'] === table)
    .flatMap((node) => [
      node,
      ...flatten(node).filter((inner) => inner['Node Type'] === 'Bitmap Index Scan'),
    ]);
}

/** A parent on the Parent plan with a confirmed link to a 14-year-old player. */
async function family(): Promise<{ parent: TestUser; child: TestUser }> {
  const parent = await backend().signUp({ first_name: 'Pat', last_name: 'Parent', accountType: 'parent' });
  await backend().verifyEmail(parent.client, parent.email);
  await backend().grantPlan(parent.id, 'parent');
  const child = await backend().signUp({
    first_name: 'Kit',
    last_name: 'Kid',
    accountType: 'player',
    age: 14,
    parentEmail: parent.email,
  });
  const links = await child.client.rpc('family_links');
  if (links.error) throw new Error(`family_links: ${links.error.message}`);
  const link = (links.data as { id: string; parent: { email: string } }[]).find(
    (entry) => entry.parent.email === parent.email,
  );
  if (!link) throw new Error('the sign-up made no link to the parent');
  const confirmed = await parent.client.rpc('family_confirm_link', { p_link_id: link.id });
  if (confirmed.error) throw new Error(`family_confirm_link: ${confirmed.error.message}`);
  return { parent, child };
}

describe('parent read policies', () => {
  test("an unfiltered read examines only the caller's and the children's rows", async () => {
    const { parent, child } = await family();
    for (const note of ['first', 'second']) {
      const { error } = await child.client
        .from('quick_track_entries')
        .insert({ age_group: '13-17', rating: 7, note });
      if (error) throw error;
    }
    const filled = await backend().service.rpc('test_fill_quick_track', {
      p_users: 200,
      p_rows: 20,
    });
    if (filled.error) throw new Error(`test_fill_quick_track: ${filled.error.message}`);

    const { data: rows, error } = await parent.client.from('quick_track_entries').select('user_id, note');
    if (error) throw error;
    expect(rows.map((row) => row.note).sort()).toEqual(['first', 'second']);

    const scans = scansOf(await readPlan(parent, 'quick_track_entries', false), 'quick_track_entries');
    expect(scans.length).toBeGreaterThan(0);
    const examined = scans
      .filter((node) => node['Relation Name'])
      .reduce(
        (sum, node) =>
          sum +
          ((node['Actual Rows'] ?? 0) +
            (node['Rows Removed by Filter'] ?? 0) +
            (node['Rows Removed by Index Recheck'] ?? 0)) *
            (node['Actual Loops'] ?? 1),
        0,
      );
    expect(examined).toBe(2);
  });

  test.each([
    ['profiles', 'id'],
    ['goals', 'user_id'],
    ['training_sessions', 'user_id'],
    ['quick_track_entries', 'user_id'],
    ['game_results', 'user_id'],
    ['achievements', 'user_id'],
    ['goal_check_ins', 'user_id'],
    ['subscriptions', 'user_id'],
  ])("the read policies of %s are answered by an index on the owner's %s", async (table, owner) => {
    const { parent } = await family();
    const scans = scansOf(await readPlan(parent, table, true), table);
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) {
      expect(scan['Node Type']).not.toBe('Seq Scan');
      if (scan['Node Type'] === 'Bitmap Heap Scan') continue;
      expect(scan['Index Cond'] ?? '').toContain(`${owner} = `);
    }
  });
});

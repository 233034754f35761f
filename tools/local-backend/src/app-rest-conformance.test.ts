import { beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { toHttpError } from './errors';
import { pgErrorToHttp, statusForSqlState } from './rest';
import { backendForThisFile, invokeFunction, type TestUser } from './test-support';

/**
 * Every PostgREST call the app makes (tools/local-backend/CONFORMANCE.md lists them), made as the app makes it through
 * supabase-js, and again as raw HTTP where the headers matter, pinned to what PostgREST answers. The upstream sources
 * named in the tests: src/PostgREST/Response.hs (statuses, Content-Range, Preference-Applied), src/PostgREST/Error.hs
 * (error bodies, Proxy-Status, WWW-Authenticate, SQLSTATE to HTTP), src/PostgREST/RangeQuery.hs (206/416).
 */
const backend = backendForThisFile();

const JSON_UTF8 = 'application/json; charset=utf-8';
const OBJECT_UTF8 = 'application/vnd.pgrst.object+json; charset=utf-8';

interface Wire {
  status: number;
  headers: Headers;
  text: string;
}

/** A raw PostgREST call as supabase-js would send it (apikey + bearer), for the headers supabase-js hides. */
async function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Wire> {
  const response = await backend().fetchApi(`/rest/v1/${path}`, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const jsonWrite = (method: string, body: unknown, token: string, prefer?: string) => ({
  method,
  token,
  headers: { 'Content-Type': 'application/json', ...(prefer ? { Prefer: prefer } : {}) },
  body: JSON.stringify(body),
});

/** PostgREST's error answer: the body, its JSON type and the Proxy-Status naming the code (Error.hs errorResponseFor). */
function expectRestError(wire: Wire, status: number, body: Record<string, unknown>) {
  expect({
    status: wire.status,
    contentType: wire.headers.get('content-type'),
    proxyStatus: wire.headers.get('proxy-status'),
    keys: Object.keys(JSON.parse(wire.text) as object).sort(),
  }).toEqual({
    status,
    contentType: JSON_UTF8,
    proxyStatus: `PostgREST; error=${String(body.code)}`,
    keys: ['code', 'details', 'hint', 'message'],
  });
  expect(JSON.parse(wire.text)).toMatchObject(body);
}

let player: TestUser;
let other: TestUser;
let pro: TestUser;
let goalId: string;
let othersGoalId: string;

async function newGoal(user: TestUser, title: string): Promise<string> {
  const { data, error } = await user.client
    .from('goals')
    .insert({ title, pillar: 'technical' })
    .select('id')
    .single();
  if (error || !data) throw new Error(`goal insert: ${error?.message}`);
  return data.id as string;
}

beforeAll(async () => {
  [player, other, pro] = await Promise.all([backend().signUp(), backend().signUp(), backend().signUp()]);
  await backend().grantPlan(pro.id, 'pro');
  goalId = await newGoal(player, 'First touch');
  othersGoalId = await newGoal(other, 'Not yours');
}, 120_000);

describe('reads (src/PostgREST/Response.hs actionResponse; RangeQuery.hs contentRangeH)', () => {
  test('getProfile: profiles?id=eq.<me> with .single() is 200, one object, vnd.pgrst.object+json, Content-Range 0-0/*', async () => {
    const viaJs = await player.client.from('profiles').select('*').eq('id', player.id).single();
    expect({ status: viaJs.status, error: viaJs.error, id: viaJs.data?.id }).toEqual({
      status: 200,
      error: null,
      id: player.id,
    });
    const wire = await rest(`profiles?select=*&id=eq.${player.id}`, {
      token: player.accessToken,
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect({
      status: wire.status,
      contentType: wire.headers.get('content-type'),
      range: wire.headers.get('content-range'),
      isObject: !Array.isArray(JSON.parse(wire.text)),
    }).toEqual({ status: 200, contentType: OBJECT_UTF8, range: '0-0/*', isObject: true });
  });

  test('getProfile of a row RLS hides: .single() is 406 PGRST116 "Cannot coerce the result to a single JSON object" (Error.hs SingularityError)', async () => {
    const viaJs = await player.client.from('profiles').select('*').eq('id', other.id).single();
    expect(viaJs.status).toBe(406);
    expect(viaJs.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const wire = await rest(`profiles?select=*&id=eq.${other.id}`, {
      token: player.accessToken,
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expectRestError(wire, 406, { code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  test('getChildOverview / getOverview: .maybeSingle() of no row is 200 with data null (postgrest-js reads the array itself)', async () => {
    const child = await player.client.from('profiles').select('*').eq('id', other.id).maybeSingle();
    expect({ status: child.status, data: child.data, error: child.error }).toEqual({
      status: 200,
      data: null,
      error: null,
    });
    const subscription = await player.client
      .from('subscriptions')
      .select('plan, status')
      .eq('user_id', player.id)
      .maybeSingle();
    expect({ status: subscription.status, data: subscription.data, error: subscription.error }).toEqual({
      status: 200,
      data: null,
      error: null,
    });
    const routine = await pro.client.from('mindset_routines').select('steps').maybeSingle();
    expect({ status: routine.status, data: routine.data, error: routine.error }).toEqual({
      status: 200,
      data: null,
      error: null,
    });
  });

  test('listCheckIns / fetchQuickTrackEntries / invoices: a page is 200 with Content-Range <from>-<to>/*, an empty one */*, never 416 without a count', async () => {
    const rows = [1, 2, 3].map((rating) => ({ age_group: '13-17', rating }));
    expect((await player.client.from('quick_track_entries').insert(rows)).status).toBe(201);
    const page = await rest(
      `quick_track_entries?select=*&user_id=eq.${player.id}&order=entry_date.desc,created_at.desc&offset=1&limit=2`,
      { token: player.accessToken },
    );
    expect({
      status: page.status,
      contentType: page.headers.get('content-type'),
      range: page.headers.get('content-range'),
      rows: (JSON.parse(page.text) as unknown[]).length,
    }).toEqual({ status: 200, contentType: JSON_UTF8, range: '1-2/*', rows: 2 });
    const past = await rest(`goal_check_ins?select=checked_on,note&goal_id=eq.${goalId}&offset=30&limit=30`, {
      token: player.accessToken,
    });
    expect({ status: past.status, range: past.headers.get('content-range'), body: past.text }).toEqual({
      status: 200,
      range: '*/*',
      body: '[]',
    });
    const invoices = await player.client
      .from('invoices')
      .select('id, plan')
      .order('number', { ascending: false })
      .limit(24);
    expect({ status: invoices.status, data: invoices.data, error: invoices.error }).toEqual({
      status: 200,
      data: [],
      error: null,
    });
  });

  test('with count=exact a short page is 206 Partial Content, Preference-Applied: count=exact; past the end 416 PGRST103 (RangeQuery.hs rangeStatusHeader)', async () => {
    const partial = await rest(`quick_track_entries?select=rating&user_id=eq.${player.id}&limit=1`, {
      token: player.accessToken,
      headers: { Prefer: 'count=exact' },
    });
    expect({
      status: partial.status,
      range: partial.headers.get('content-range'),
      applied: partial.headers.get('preference-applied'),
    }).toEqual({ status: 206, range: '0-0/3', applied: 'count=exact' });
    const viaJs = await player.client
      .from('quick_track_entries')
      .select('rating', { count: 'exact' })
      .eq('user_id', player.id)
      .range(0, 0);
    expect({ status: viaJs.status, count: viaJs.count, error: viaJs.error }).toEqual({
      status: 206,
      count: 3,
      error: null,
    });
    const whole = await rest(`quick_track_entries?select=rating&user_id=eq.${player.id}`, {
      token: player.accessToken,
      headers: { Prefer: 'count=exact' },
    });
    expect({ status: whole.status, range: whole.headers.get('content-range') }).toEqual({
      status: 200,
      range: '0-2/3',
    });
    const beyond = await rest(`quick_track_entries?select=rating&user_id=eq.${player.id}&offset=10`, {
      token: player.accessToken,
      headers: { Prefer: 'count=exact' },
    });
    expectRestError(beyond, 416, {
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 3 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });
});

describe('writes (src/PostgREST/Response.hs: insert 201 */*, update 204 0-<n-1>/*, delete 204 */*)', () => {
  test('insertSessionRows / logMindsetSession / joinWaitlist: an insert without select() is 201, no body, no Content-Type, Content-Range */*', async () => {
    const viaJs = await player.client
      .from('training_sessions')
      .insert([{ goal_id: goalId, session_date: '2099-01-01', duration: 45 }]);
    expect({ status: viaJs.status, data: viaJs.data, error: viaJs.error }).toEqual({
      status: 201,
      data: null,
      error: null,
    });
    const wire = await rest(
      'mindset_sessions',
      jsonWrite(
        'POST',
        { tool: 'breathing', duration_seconds: 60, completed_on: '2026-01-01' },
        pro.accessToken,
      ),
    );
    expect({
      status: wire.status,
      body: wire.text,
      contentType: wire.headers.get('content-type'),
      range: wire.headers.get('content-range'),
    }).toEqual({ status: 201, body: '', contentType: null, range: '*/*' });
    const waitlist = await backend()
      .anon.from('waitlist_emails')
      .insert({ email: `w-${randomUUID()}@example.com` });
    expect({ status: waitlist.status, error: waitlist.error }).toEqual({ status: 201, error: null });
  });

  test('storeQuickTrackEntry: insert().select().single() is 201 with one object, Preference-Applied: return=representation', async () => {
    const id = randomUUID();
    const wire = await rest('quick_track_entries?select=*', {
      ...jsonWrite(
        'POST',
        { id, age_group: '13-17', rating: 7 },
        player.accessToken,
        'return=representation',
      ),
      headers: {
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
        Accept: 'application/vnd.pgrst.object+json',
      },
    });
    expect({
      status: wire.status,
      contentType: wire.headers.get('content-type'),
      range: wire.headers.get('content-range'),
      applied: wire.headers.get('preference-applied'),
      id: (JSON.parse(wire.text) as { id: string }).id,
    }).toEqual({ status: 201, contentType: OBJECT_UTF8, range: '*/*', applied: 'return=representation', id });
  });

  // PostgreSQL leaves out DETAIL (the key, the failing row) for a table under row-level security, as every table the
  // app writes is: hosted answers details null too.
  test('storeQuickTrackEntry twice under one id (the device queue retrying) is 409 / 23505, details null under RLS (Error.hs: 23505 -> 409)', async () => {
    const id = randomUUID();
    const entry = { id, age_group: '13-17', rating: 5, user_id: player.id };
    expect((await player.client.from('quick_track_entries').insert(entry).select('*').single()).status).toBe(
      201,
    );
    const again = await player.client.from('quick_track_entries').insert(entry).select('*').single();
    expect(again.status).toBe(409);
    expect(again.error).toEqual({
      code: '23505',
      details: null,
      hint: null,
      message: 'duplicate key value violates unique constraint "quick_track_entries_pkey"',
    });
  });

  test('a value the table refuses is 400 / 23514 check_violation, details null under RLS', async () => {
    const result = await player.client
      .from('quick_track_entries')
      .insert({ age_group: '13-17', rating: 11 })
      .select('*')
      .single();
    expect(result.status).toBe(400);
    expect(result.error).toEqual({
      code: '23514',
      details: null,
      hint: null,
      message:
        'new row for relation "quick_track_entries" violates check constraint "quick_track_entries_rating_check"',
    });
  });

  test("storeCheckIn on a goal that is not the caller's: 403 / 42501 row-level security (authenticated; Error.hs 42501 -> 403)", async () => {
    const refused = await rest(
      'goal_check_ins',
      jsonWrite(
        'POST',
        { goal_id: othersGoalId, user_id: player.id, checked_on: '2026-01-01', note: '', progress: 10 },
        player.accessToken,
      ),
    );
    expectRestError(refused, 403, {
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "goal_check_ins"',
    });
    expect(refused.headers.get('www-authenticate')).toBeNull();
  });

  test('joinWaitlist: twice is 201 both times (a trigger skips the duplicate, so nobody learns who is listed); a bad address 400 / 23514', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    expect((await backend().anon.from('waitlist_emails').insert({ email })).status).toBe(201);
    const again = await backend().anon.from('waitlist_emails').insert({ email: email.toUpperCase() });
    expect({ status: again.status, error: again.error }).toEqual({ status: 201, error: null });
    const bad = await rest('waitlist_emails', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'no at sign' }),
    });
    expectRestError(bad, 400, { code: '23514', details: null, hint: null });
  });

  test('storeNotificationPreferences / updateNames: update().eq(id) is 204, no body, Content-Range 0-0/*; a row RLS hides changes nothing (*/*)', async () => {
    const viaJs = await player.client
      .from('profiles')
      .update({ first_name: 'Sam', last_name: 'Striker' })
      .eq('id', player.id);
    expect({ status: viaJs.status, error: viaJs.error, data: viaJs.data }).toEqual({
      status: 204,
      error: null,
      data: null,
    });
    const mine = await rest(
      `profiles?id=eq.${player.id}`,
      jsonWrite('PATCH', { first_name: 'Sam' }, player.accessToken),
    );
    expect({ status: mine.status, body: mine.text, range: mine.headers.get('content-range') }).toEqual({
      status: 204,
      body: '',
      range: '0-0/*',
    });
    const hidden = await rest(
      `profiles?id=eq.${other.id}`,
      jsonWrite('PATCH', { first_name: 'Hacked' }, player.accessToken),
    );
    expect({ status: hidden.status, range: hidden.headers.get('content-range') }).toEqual({
      status: 204,
      range: '*/*',
    });
    const check = await other.client.from('profiles').select('first_name').eq('id', other.id).single();
    expect(check.data?.first_name).not.toBe('Hacked');
  });

  test("changeOwnGoal / changeOwnSession: update().eq(id).select(id) is 200 [{id}], Content-Range 0-0/*; another user's row is 200 [] (the app says not found)", async () => {
    const wire = await rest(
      `goals?id=eq.${goalId}&select=id`,
      jsonWrite('PATCH', { progress: 40 }, player.accessToken, 'return=representation'),
    );
    expect({
      status: wire.status,
      contentType: wire.headers.get('content-type'),
      range: wire.headers.get('content-range'),
      applied: wire.headers.get('preference-applied'),
      body: JSON.parse(wire.text) as unknown,
    }).toEqual({
      status: 200,
      contentType: JSON_UTF8,
      range: '0-0/*',
      applied: 'return=representation',
      body: [{ id: goalId }],
    });
    const others = await player.client
      .from('goals')
      .update({ progress: 99 })
      .eq('id', othersGoalId)
      .select('id');
    expect({ status: others.status, data: others.data, error: others.error }).toEqual({
      status: 200,
      data: [],
      error: null,
    });
  });

  test('removeGoalRow / deleteGoalTemplate / deleteMindsetRoutine: delete().eq() is 204 */* (or 200 with the rows when selected)', async () => {
    const doomed = await newGoal(player, 'To delete');
    const selected = await rest(`goals?id=eq.${doomed}&select=id`, {
      method: 'DELETE',
      token: player.accessToken,
      headers: { Prefer: 'return=representation' },
    });
    expect({
      status: selected.status,
      range: selected.headers.get('content-range'),
      body: selected.text,
    }).toEqual({
      status: 200,
      range: '*/*',
      body: JSON.stringify([{ id: doomed }]),
    });
    const plain = await pro.client.from('mindset_routines').delete().eq('user_id', pro.id);
    expect({ status: plain.status, error: plain.error }).toEqual({ status: 204, error: null });
    const wire = await rest(`goal_templates?id=eq.${randomUUID()}`, {
      method: 'DELETE',
      token: pro.accessToken,
    });
    expect({ status: wire.status, range: wire.headers.get('content-range'), body: wire.text }).toEqual({
      status: 204,
      range: '*/*',
      body: '',
    });
  });

  test('saveGoalTemplate / updateGoalTemplate: insert and update with select().single() are 201 and 200 with one object; a duplicate title is 409 / 23505', async () => {
    const saved = await pro.client
      .from('goal_templates')
      .insert({ title: 'Weak foot', description: '', pillar: 'technical', type: 'process' })
      .select()
      .single();
    expect({ status: saved.status, error: saved.error, title: saved.data?.title }).toEqual({
      status: 201,
      error: null,
      title: 'Weak foot',
    });
    const updated = await pro.client
      .from('goal_templates')
      .update({ title: 'Weak foot passes' })
      .eq('id', saved.data?.id ?? '')
      .select()
      .single();
    expect({ status: updated.status, error: updated.error }).toEqual({ status: 200, error: null });
    const duplicate = await pro.client
      .from('goal_templates')
      .insert({ title: 'weak foot passes', description: '', pillar: 'technical', type: 'process' })
      .select()
      .single();
    expect({ status: duplicate.status, code: duplicate.error?.code }).toEqual({ status: 409, code: '23505' });
  });

  test('an update().select().single() that matches no row is 406 PGRST116 and changes nothing', async () => {
    const missing = await pro.client
      .from('goal_templates')
      .update({ title: 'Ghost' })
      .eq('id', randomUUID())
      .select()
      .single();
    expect(missing.status).toBe(406);
    expect(missing.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });
});

describe('JWT and role errors (src/PostgREST/Error.hs JwtError, PgError headers)', () => {
  test('anon writing where RLS refuses: 401 / 42501 with WWW-Authenticate: Bearer', async () => {
    const wire = await backend().fetchApi('/rest/v1/goals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Anon goal', pillar: 'technical' }),
    });
    const answer = { status: wire.status, headers: wire.headers, text: await wire.text() };
    expectRestError(answer, 401, { code: '42501' });
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
  });

  test('a forged token: 401 PGRST301 with WWW-Authenticate error="invalid_token" and the message as error_description', async () => {
    const [header, payload] = player.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const wire = await rest('goals?select=id', { token: forged });
    expectRestError(wire, 401, {
      code: 'PGRST301',
      details: null,
      hint: null,
      message: 'JWT cryptographic operation failed',
    });
    expect(wire.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT cryptographic operation failed"',
    );
  });
});

describe('SQLSTATE to HTTP status: mapSQLtoHTTP in src/PostgREST/Error.hs', () => {
  test.each([
    ['42501', 'anon', '', 401],
    ['42501', 'authenticated', '', 403],
    ['23505', 'authenticated', '', 409],
    ['23503', 'authenticated', '', 409],
    ['23514', 'authenticated', '', 400],
    ['23502', 'authenticated', '', 400],
    ['22P02', 'authenticated', '', 400],
    ['P0001', 'authenticated', '', 400],
    ['25006', 'authenticated', '', 405],
    ['21000', 'authenticated', 'UPDATE requires a WHERE clause', 400],
    ['21000', 'authenticated', 'more than one row returned by a subquery used as an expression', 500],
    ['22023', 'authenticated', 'role "nobody" does not exist', 401],
    ['22023', 'authenticated', 'invalid value for parameter', 400],
    ['42883', 'authenticated', 'function public.nope() does not exist', 404],
    ['42P01', 'authenticated', '', 404],
    ['42P17', 'authenticated', '', 500],
    ['53400', 'authenticated', '', 500],
    ['53300', 'authenticated', '', 503],
    ['54001', 'authenticated', '', 500],
    ['57014', 'authenticated', '', 500],
    ['57P01', 'authenticated', '', 503],
    ['57P03', 'authenticated', '', 500],
    ['08006', 'authenticated', '', 503],
    ['28000', 'authenticated', '', 403],
    ['PT402', 'authenticated', '', 402],
    ['P0002', 'authenticated', '', 500],
    ['XX000', 'authenticated', '', 500],
  ] as const)('%s (%s, "%s") is %i', (code, role, message, status) => {
    expect(statusForSqlState(code, role, message)).toBe(status);
  });

  test('a connection lost or refused while PostgreSQL restarts (08xxx, 57P0x) is 503 PGRST001, as the ConnectionUsageError it is upstream', () => {
    for (const code of ['08006', '57P01', '57P03']) {
      const lost = Object.assign(new Error('the database system is starting up'), { code });
      expect(pgErrorToHttp(lost, 'authenticated')).toBeNull();
      const answer = toHttpError(lost, 'rest');
      expect({ code, status: answer.status, body: answer.body }).toEqual({
        code,
        status: 503,
        body: {
          code: 'PGRST001',
          details: null,
          hint: null,
          message: 'Database client error. Retrying the connection.',
        },
      });
    }
  });
});

/** Every RPC the app calls (libs/data), with arguments named as the app names them. */
const APP_RPCS: [string, (user: TestUser) => Record<string, unknown>][] = [
  ['save_goals', () => ({ p_goals: [], p_sessions: [] })],
  ['goal_list', (user) => ({ p_user_id: user.id, p_recent: 5 })],
  ['start_game', () => ({ p_game_id: 'decision-drill' })],
  ['reserve_game_ticket', () => ({ p_game_id: 'decision-drill' })],
  ['record_game_result', () => ({ p_play_id: randomUUID(), p_answers: [] })],
  [
    'record_game_result',
    () => ({
      p_ticket_id: randomUUID(),
      p_answers: {},
      p_seconds: 60,
      p_finished_at: new Date().toISOString(),
    }),
  ],
  ['end_game', () => ({ p_play_id: randomUUID() })],
  ['game_stats', () => ({})],
  ['activity_days', () => ({ p_time_zone: 'Europe/London' })],
  ['child_game_stats', () => ({ p_child_id: randomUUID(), p_since: new Date().toISOString() })],
  ['pro_analytics', () => ({ p_since: new Date().toISOString() })],
  ['pro_export', () => ({})],
  ['pro_save_routine', () => ({ p_steps: ['Breathe in'] })],
  ['support_request', () => ({ p_topic: 'account', p_message: 'How do I change my e-mail?' })],
  ['account_email_status', () => ({})],
  ['account_send_verification', () => ({})],
  ['account_verify_email', () => ({ p_token: 'not-a-token' })],
  ['account_update_age', () => ({ p_age: 15 })],
  ['account_update_parent_email', () => ({ p_email: `parent-${randomUUID()}@example.com` })],
  ['account_export', () => ({})],
  ['family_links', () => ({})],
  ['family_request_parent', () => ({ p_parent_email: `parent-${randomUUID()}@example.com` })],
  ['family_invite_child', () => ({ p_child_email: `child-${randomUUID()}@example.com` })],
  ['family_confirm_link', () => ({ p_link_id: randomUUID() })],
  ['family_remove_link', () => ({ p_link_id: randomUUID() })],
  ['family_consent_preview', () => ({ p_token: 'not-a-token' })],
  ['family_consent_by_token', () => ({ p_token: 'not-a-token' })],
  ['family_notices', () => ({})],
  ['family_dismiss_notice', () => ({ p_notice_id: randomUUID() })],
  ['family_managed_children', () => ({})],
  ['family_ask_parent_for_plan', () => ({})],
  ['family_children_plans', () => ({})],
  ['purchase_status', () => ({ p_plan: 'pro' })],
  ['purchase_ask_parent', () => ({ p_plan: 'pro' })],
  ['purchase_requests', () => ({})],
  ['purchase_approve', () => ({ p_token: 'not-a-token' })],
  ['purchase_decline', () => ({ p_request_id: randomUUID() })],
  ['family_set_level', () => ({ p_link_id: randomUUID(), p_level: 'view' })],
  ['family_set_game_limit', () => ({ p_link_id: randomUUID(), p_minutes: 30, p_time_zone: 'UTC' })],
  ['family_decide_goal', () => ({ p_goal_id: randomUUID(), p_approve: true })],
  [
    'family_suggest_goal',
    () => ({ p_link_id: randomUUID(), p_title: 'Juggle', p_description: '', p_pillar: 'technical' }),
  ],
  ['family_encourage', () => ({ p_goal_id: randomUUID(), p_message: 'Well done!' })],
  ['family_messages', () => ({})],
  ['family_answer_suggestion', () => ({ p_suggestion_id: randomUUID(), p_accept: true })],
  ['family_game_allowance', () => ({})],
  ['account_delete', () => ({})],
];

describe('RPC: every function the app calls (src/PostgREST/Response.hs DbCallResult; Error.hs NoRpc)', () => {
  test(`all ${APP_RPCS.length} resolve with the app's argument names and answer in PostgREST's shape`, async () => {
    const caller = await backend().signUp();
    const seen: string[] = [];
    for (const [name, args] of APP_RPCS) {
      const wire = await rest(`rpc/${name}`, jsonWrite('POST', args(caller), caller.accessToken));
      const where = `${name} answered ${wire.status} ${wire.text.slice(0, 200)}`;
      if (wire.status === 204) {
        expect({ where, body: wire.text, contentType: wire.headers.get('content-type') }).toEqual({
          where,
          body: '',
          contentType: null,
        });
      } else if (wire.status < 300) {
        expect({ where, contentType: wire.headers.get('content-type') }).toEqual({
          where,
          contentType: JSON_UTF8,
        });
        expect({ where, range: wire.headers.get('content-range') }).toEqual({
          where,
          range: expect.stringMatching(/^(0-\d+|\*)\/\*$/),
        });
      } else {
        const error = JSON.parse(wire.text) as { code: string; message: string };
        expect({ where, code: error.code }).not.toEqual({ where, code: 'PGRST202' });
        expectRestError(wire, statusForSqlState(error.code, 'authenticated', error.message), {
          code: error.code,
        });
      }
      seen.push(name);
    }
    expect(seen).toHaveLength(APP_RPCS.length);
  }, 120_000);

  test("a scalar function answers 200 with Content-Range 0-0/*; an unknown one 404 PGRST202 with PostgREST's details", async () => {
    const stats = await rest('rpc/game_stats', jsonWrite('POST', {}, player.accessToken));
    expect({ status: stats.status, range: stats.headers.get('content-range') }).toEqual({
      status: 200,
      range: '0-0/*',
    });
    const missing = await rest('rpc/goal_list', jsonWrite('POST', { p_user: player.id }, player.accessToken));
    expectRestError(missing, 404, {
      code: 'PGRST202',
      message: 'Could not find the function public.goal_list(p_user) in the schema cache',
      details:
        'Searched for the function public.goal_list with parameter p_user or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const none = await rest('rpc/no_such_function', jsonWrite('POST', {}, player.accessToken));
    expectRestError(none, 404, {
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function without parameters in the schema cache',
    });
  });

  test('anon calling a function granted only to signed-in users: 401 / 42501 with WWW-Authenticate: Bearer', async () => {
    const response = await backend().fetchApi('/rest/v1/rpc/game_stats', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const wire = { status: response.status, headers: response.headers, text: await response.text() };
    expectRestError(wire, 401, { code: '42501', message: 'permission denied for function game_stats' });
    expect(wire.headers.get('www-authenticate')).toBe('Bearer');
  });
});

/** Every server function the app invokes (libs/data billing and family). */
const APP_FUNCTIONS = [
  'billing-token',
  'billing-checkout',
  'billing-cancel',
  'billing-resume',
  'billing-change-plan',
  'billing-update-card',
  'billing-portal',
  'family-child-create',
  'family-child-password',
  'family-child-delete',
];

describe('functions.invoke: every function the app calls exists and refuses in the { error: { code, message } } shape', () => {
  test(`all ${APP_FUNCTIONS.length} answer a signed-in caller's empty body with a 2xx or that shape, never 404`, async () => {
    for (const name of APP_FUNCTIONS) {
      const answer = await invokeFunction(player.client, name, {});
      const where = `${name} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      expect({ where, found: answer.status !== 404 }).toEqual({ where, found: true });
      if (answer.status >= 300) {
        expect({ where, error: answer.body.error }).toEqual({
          where,
          // billing-token answers as Stripe's tokens API does: its card errors also carry a `type`.
          error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
        });
      }
    }
  });
});

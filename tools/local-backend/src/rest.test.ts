import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

let backend: TestBackend;
let user: TestUser;
let goalIds: string[];

beforeAll(async () => {
  backend = await startTestBackend();
  user = await backend.signUp();
  await backend.grantPlan(user.id, 'pro');
  const { data, error } = await user.client
    .from('goals')
    .insert(
      [
        { user_id: user.id, title: 'Alpha', pillar: 'technical', progress: 10, target_date: '2025-06-01' },
        { user_id: user.id, title: 'Bravo', pillar: 'physical', progress: 40, target_date: null },
        { user_id: user.id, title: 'Charlie', pillar: 'tactical', progress: 70, target_date: '2025-08-01' },
        { user_id: user.id, title: 'Delta', pillar: 'mental', progress: 100, status: 'completed' },
      ],
      { defaultToNull: false },
    )
    .select('id');
  if (error) throw error;
  goalIds = data.map((row) => row.id as string);
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const titles = (rows: { title: string }[] | null) => rows?.map((row) => row.title);

describe('select', () => {
  test('columns, aliases and order', async () => {
    const { data, error } = await user.client
      .from('goals')
      .select('title, done:progress')
      .order('progress', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Delta', done: 100 },
      { title: 'Charlie', done: 70 },
      { title: 'Bravo', done: 40 },
      { title: 'Alpha', done: 10 },
    ]);
  });

  test('eq, neq, gt, gte, lt, lte, in, is, like and or filters', async () => {
    const query = () => user.client.from('goals').select('title').order('title');
    expect(titles((await query().eq('pillar', 'physical')).data)).toEqual(['Bravo']);
    expect(titles((await query().neq('status', 'active')).data)).toEqual(['Delta']);
    expect(titles((await query().gt('progress', 40)).data)).toEqual(['Charlie', 'Delta']);
    expect(titles((await query().gte('progress', 40)).data)).toEqual(['Bravo', 'Charlie', 'Delta']);
    expect(titles((await query().lt('progress', 40)).data)).toEqual(['Alpha']);
    expect(titles((await query().lte('progress', 40)).data)).toEqual(['Alpha', 'Bravo']);
    expect(titles((await query().in('pillar', ['mental', 'technical'])).data)).toEqual(['Alpha', 'Delta']);
    expect(titles((await query().is('target_date', null)).data)).toEqual(['Bravo', 'Delta']);
    expect(titles((await query().not('target_date', 'is', null)).data)).toEqual(['Alpha', 'Charlie']);
    expect(titles((await query().ilike('title', '%ar%')).data)).toEqual(['Charlie']);
    expect(titles((await query().or('progress.eq.10,title.eq.Delta')).data)).toEqual(['Alpha', 'Delta']);
    expect(titles((await query().gte('target_date', '2025-07-01')).data)).toEqual(['Charlie']);
  });

  test('limit, offset, range and exact count', async () => {
    const page = await user.client
      .from('goals')
      .select('title', { count: 'exact' })
      .order('title')
      .range(1, 2);
    expect(titles(page.data)).toEqual(['Bravo', 'Charlie']);
    expect(page.count).toBe(4);
    const limited = await user.client.from('goals').select('title').order('title').limit(1);
    expect(titles(limited.data)).toEqual(['Alpha']);
    const head = await user.client
      .from('goals')
      .select('*', { count: 'exact', head: true })
      .eq('status', 'active');
    expect(head.count).toBe(3);
  });

  test('single() returns an object; 406 PGRST116 when not exactly one row', async () => {
    const one = await user.client.from('goals').select('title').eq('id', goalIds[0]).single();
    expect(one.data).toEqual({ title: 'Alpha' });
    const none = await user.client.from('goals').select('title').eq('title', 'Nope').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const many = await user.client.from('goals').select('title').single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe('The result contains 4 rows');
    const maybe = await user.client.from('goals').select('title').eq('title', 'Nope').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  test('embeds related rows through foreign keys', async () => {
    const goalId = goalIds[0] as string;
    await user.client
      .from('training_sessions')
      .insert({ goal_id: goalId, user_id: user.id, session_date: '2099-05-01', duration: 30 });
    const { data, error } = await user.client
      .from('goals')
      .select('title, training_sessions(duration)')
      .eq('id', goalId)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Alpha', training_sessions: [{ duration: 30 }] });
    const parent = await user.client.from('training_sessions').select('goals(title)').limit(1).single();
    expect(parent.data).toEqual({ goals: { title: 'Alpha' } });
  });

  test('dates and timestamps come back in PostgreSQL JSON format', async () => {
    const { data } = await user.client
      .from('goals')
      .select('target_date, created_at')
      .eq('id', goalIds[0])
      .single();
    expect(data?.target_date).toBe('2025-06-01');
    expect(data?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);
  });
});

describe('insert, upsert, update, delete', () => {
  test('in a batch, keys missing from some rows are null, or the default with defaultToNull: false', async () => {
    const rows = [
      { user_id: user.id, age_group: '13-17', rating: 5 },
      { user_id: user.id, age_group: '13-17', rating: 6, note: 'Tired' },
    ];
    const nulls = await user.client.from('quick_track_entries').insert(rows);
    expect(nulls.error?.code).toBe('23502');
    const defaults = await user.client
      .from('quick_track_entries')
      .insert(rows, { defaultToNull: false })
      .select('note');
    expect(defaults.data).toEqual([{ note: '' }, { note: 'Tired' }]);
  });

  test('insert returns the row with representation, nothing with minimal', async () => {
    const minimal = await user.client
      .from('quick_track_entries')
      .insert({ user_id: user.id, age_group: '8-12', emoji: 'great' });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    const full = await user.client
      .from('quick_track_entries')
      .insert({
        user_id: user.id,
        age_group: '18+',
        metrics: { technical: 7, physical: 5, tactical: 6, mental: 8 },
      })
      .select()
      .single();
    expect(full.status).toBe(201);
    expect(full.data).toMatchObject({
      age_group: '18+',
      metrics: { technical: 7, physical: 5, tactical: 6, mental: 8 },
    });
    expect(full.data?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('upsert on the primary key makes a retried sync idempotent', async () => {
    const id = crypto.randomUUID();
    const row = { id, user_id: user.id, title: 'Synced later', pillar: 'mental' };
    for (let i = 0; i < 2; i++) {
      const result = await user.client
        .from('goals')
        .upsert(row, { onConflict: 'id', ignoreDuplicates: true });
      expect(result.error).toBeNull();
    }
    const merged = await user.client
      .from('goals')
      .upsert({ ...row, progress: 30 })
      .select('progress')
      .single();
    expect(merged.data).toEqual({ progress: 30 });
    const { count } = await user.client
      .from('goals')
      .select('*', { count: 'exact', head: true })
      .eq('id', id);
    expect(count).toBe(1);
  });

  test('update and delete with filters return the affected rows when asked', async () => {
    const updated = await user.client
      .from('goals')
      .update({ progress: 55 })
      .eq('title', 'Bravo')
      .select('title, progress');
    expect(updated.data).toEqual([{ title: 'Bravo', progress: 55 }]);
    const inserted = await user.client
      .from('goals')
      .insert({ user_id: user.id, title: 'Temporary', pillar: 'mental' })
      .select('id')
      .single();
    const deleted = await user.client.from('goals').delete().eq('id', inserted.data?.id).select('title');
    expect(deleted.data).toEqual([{ title: 'Temporary' }]);
    const gone = await user.client.from('goals').select('id').eq('id', inserted.data?.id);
    expect(gone.data).toEqual([]);
  });
});

describe('bad input is refused with PostgREST-shaped 4xx errors and executes nothing', () => {
  const get = (path: string) => backend.fetchApi(path, { token: user.accessToken });
  const expectShape = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe(code);
  };

  test('malformed filters, orders and limits', async () => {
    await expectShape(await get('/rest/v1/goals?progress=eqq.1'), 400, 'PGRST100');
    await expectShape(await get('/rest/v1/goals?progress=5'), 400, 'PGRST100');
    await expectShape(await get('/rest/v1/goals?pillar=in.mental'), 400, 'PGRST100');
    await expectShape(await get('/rest/v1/goals?or=(progress.eq.1'), 400, 'PGRST100');
    await expectShape(await get('/rest/v1/goals?order=title.sideways'), 400, 'PGRST100');
    await expectShape(await get('/rest/v1/goals?limit=-1'), 400, 'PGRST100');
    await expectShape(await get('/rest/v1/goals?target_date=is.maybe'), 400, 'PGRST100');
    await expectShape(await get('/rest/v1/goals?id=eq.not-a-uuid'), 400, '22P02');
    await expectShape(await get('/rest/v1/goals?progress=constructor.1'), 400, 'PGRST100');
  });

  test('unknown tables and columns', async () => {
    await expectShape(await get('/rest/v1/nope'), 404, 'PGRST205');
    await expectShape(await get('/rest/v1/goals?select=nope'), 400, '42703');
    await expectShape(await get('/rest/v1/goals?nope=eq.1'), 400, '42703');
    await expectShape(await get('/rest/v1/goals?order=nope'), 400, '42703');
    await expectShape(await get('/rest/v1/goals?select=nope(*)'), 400, 'PGRST200');
    const insert = await user.client
      .from('goals')
      .insert({ user_id: user.id, title: 'X', pillar: 'mental', nope: 1 });
    expect(insert.status).toBe(400);
    expect(insert.error?.code).toBe('PGRST204');
  });

  test('SQL injection in values is just a value', async () => {
    const injected = "x'); drop table public.goals; --";
    const found = await user.client.from('goals').select('id').eq('title', injected);
    expect(found).toMatchObject({ data: [], error: null });
    const stored = await user.client
      .from('goals')
      .insert({ user_id: user.id, title: injected, pillar: 'mental' })
      .select('title')
      .single();
    expect(stored.data?.title).toBe(injected);
    const { count } = await user.client.from('goals').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(4);
  });

  test('SQL injection in identifiers is refused before any SQL runs', async () => {
    const attempts = [
      '/rest/v1/goals?select=title;drop%20table%20goals',
      '/rest/v1/goals?select=title,(select%20email%20from%20auth.users)',
      '/rest/v1/goals?select=title::text;select%201',
      '/rest/v1/goals?title%22%20or%201=1--=eq.x',
      '/rest/v1/goals?order=title;drop%20table%20goals',
      '/rest/v1/goals%22;drop%20table%20goals;--',
    ];
    for (const path of attempts) {
      const response = await get(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toHaveProperty('code');
    }
    const column = await user.client.from('goals').insert({ 'title"; drop table goals; --': 'x' } as never);
    expect(column.error?.code).toBe('PGRST204');
    expect((await user.client.from('goals').select('id')).error).toBeNull();
  });

  test('bodies: too large, wrong content type, invalid JSON, wrong shape', async () => {
    const post = (body: BodyInit, contentType = 'application/json') =>
      backend.fetchApi('/rest/v1/goals', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'Content-Type': contentType },
        body,
      });
    const huge = JSON.stringify({ user_id: user.id, title: 'x'.repeat(2 * 1024 * 1024), pillar: 'mental' });
    await expectShape(await post(huge), 413, 'PGRST413');
    await expectShape(await post('title=x', 'application/x-www-form-urlencoded'), 415, 'PGRST107');
    await expectShape(await post('{"title": '), 400, 'PGRST102');
    await expectShape(await post('"just a string"'), 400, 'PGRST102');
    await expectShape(await post('[1, 2]'), 400, 'PGRST102');
    await expectShape(await post(''), 400, 'PGRST102');
  });

  test('unsupported schema and media type', async () => {
    const schema = await backend.fetchApi('/rest/v1/users', {
      token: user.accessToken,
      headers: { 'Accept-Profile': 'auth' },
    });
    await expectShape(schema, 406, 'PGRST106');
    const csv = await backend.fetchApi('/rest/v1/goals', {
      token: user.accessToken,
      headers: { Accept: 'text/csv' },
    });
    await expectShape(csv, 406, 'PGRST107');
  });

  test('the server is still up and serving', async () => {
    const health = await fetch(`${backend.url}/health`);
    expect(health.status).toBe(200);
    const { data } = await user.client.from('goals').select('title').eq('id', goalIds[0]).single();
    expect(data).toEqual({ title: 'Alpha' });
  });
});

describe('CORS', () => {
  test('a localhost origin is allowed the supabase-js headers and can read Content-Range and the API version', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/goals`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info, content-type, prefer, range',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'apikey',
      'authorization',
      'x-client-info',
      'content-type',
      'prefer',
      'accept-profile',
      'content-profile',
      'range',
    ]) {
      expect(allowed).toContain(header);
    }
    const exposed = preflight.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('Content-Range');
    expect(exposed).toContain('X-Supabase-Api-Version');
  });

  test('other origins get no CORS grant', async () => {
    const response = await fetch(`${backend.url}/health`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

/** RPC as PostgREST serves it, exercised through the family functions of the migrations. */

let backend: TestBackend;
let player: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  player = await backend.signUp({
    first_name: 'Rae',
    last_name: 'Pick',
    accountType: 'player',
    age: 15,
    parentEmail: 'rpc-parent@example.com',
  });
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const post = (path: string, body: string | null, token?: string) =>
  backend.fetchApi(`/rest/v1/rpc/${path}`, {
    method: 'POST',
    headers: body === null ? {} : { 'Content-Type': 'application/json' },
    ...(body === null ? {} : { body }),
    ...(token ? { token } : {}),
  });

describe('POST /rest/v1/rpc/<name>', () => {
  test('calls the function with no arguments (empty body or {}) as the caller and answers its JSON', async () => {
    for (const body of [null, '{}']) {
      const response = await post('family_links', body, player.accessToken);
      expect(response.status).toBe(200);
      const links = (await response.json()) as { parent: { email: string } }[];
      expect(links.map((link) => link.parent.email)).toEqual(['rpc-parent@example.com']);
    }
  });

  test('binds named arguments by their catalog types through supabase-js', async () => {
    await backend.grantPlan(player.id, 'pro');
    const { data, error } = await player.client.rpc('pro_analytics', { p_since: '2026-01-05' });
    await backend.grantPlan(player.id, 'free');
    expect(error).toBeNull();
    expect(data).toMatchObject({ facts: [] });
  });

  test('a void function answers 204', async () => {
    const { data: links } = await player.client.rpc('family_links');
    const id = (links as { id: string }[])[0]!.id;
    const response = await post('family_remove_link', JSON.stringify({ p_link_id: id }), player.accessToken);
    expect(response.status).toBe(204);
    expect((await player.client.rpc('family_links')).data).toEqual([]);
  });

  test("a raised error keeps PostgREST's shape and status", async () => {
    const { error, status } = await player.client.rpc('family_set_level', {
      p_link_id: '00000000-0000-4000-8000-000000000000',
      p_level: 'supervise',
    });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'not_linked_parent' });
  });

  test('anon without EXECUTE is refused with 401', async () => {
    const response = await post('family_links', '{}');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });

  test('only public functions with matching argument names are found', async () => {
    for (const [name, body] of [
      ['no_such_function', '{}'],
      ['private.family_links', '{}'],
      ['handle_new_user', '{}'],
      ['family_set_level', JSON.stringify({ p_link_id: 'x', p_unknown: 1 })],
    ] as const) {
      const response = await post(name, body, player.accessToken);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'PGRST202' });
    }
  });

  test('bad requests: GET, an array body, a non-JSON body', async () => {
    const get = await backend.fetchApi('/rest/v1/rpc/family_links', { token: player.accessToken });
    expect(get.status).toBe(405);
    expect((await post('family_links', '[]', player.accessToken)).status).toBe(400);
    const text = await backend.fetchApi('/rest/v1/rpc/family_links', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hi',
      token: player.accessToken,
    });
    expect(text.status).toBe(415);
  });
});

import { describe, expect, test } from '@rstest/core';
import { MAX_REGEX_ATOMS, regexAtoms } from './rest-query';
import { backendForThisFile, type TestUser } from './test-support';

/**
 * A REST response is bounded: the rows its embedded resources add up to (maxEmbeddedRows) and its body's bytes
 * (maxResponseBytes). A select that embeds back and forth over a player's own 2,000 check-ins would build 4 M rows
 * (gigabytes in the database process); it is answered 400 and the server keeps answering.
 */

const MAX_RESPONSE_BYTES = 200_000;
const CHECK_INS = 2000;

const backend = backendForThisFile({ maxResponseBytes: MAX_RESPONSE_BYTES });

async function playerWithCheckIns(): Promise<TestUser> {
  const player = await backend().signUp();
  const { data: goal, error } = await player.client
    .from('goals')
    .insert({ user_id: player.id, title: 'Juggle 30 times', pillar: 'technical' })
    .select('id')
    .single();
  if (error) throw error;
  const rows = Array.from({ length: CHECK_INS }, (_, i) => ({
    goal_id: goal.id as string,
    user_id: player.id,
    progress: i % 101,
    note: `check-in ${i}`,
  }));
  const inserted = await player.client.from('goal_check_ins').insert(rows);
  if (inserted.error) throw inserted.error;
  return player;
}

describe('response bounds', () => {
  test('a select that embeds back and forth is refused with 400, and the server keeps answering', async () => {
    const player = await playerWithCheckIns();
    const hostile = await backend().fetchApi(
      '/rest/v1/goals?select=id,goal_check_ins(id,goals(id,goal_check_ins(id)))',
      { token: player.accessToken },
    );
    expect(hostile.status).toBe(400);
    expect(await hostile.json()).toEqual({
      code: 'DPR01',
      message: 'The response would embed more than 10000 rows',
      details: null,
      hint: 'Embed fewer resources, or filter and limit the embedded ones',
    });

    const { data, error } = await player.client.from('goals').select('id, goal_check_ins(id)');
    expect(error).toBeNull();
    expect(data?.[0]?.goal_check_ins).toHaveLength(CHECK_INS);
  });

  test('a response larger than the byte cap is refused with 400; a page of it is answered', async () => {
    const player = await playerWithCheckIns();
    const whole = await player.client.from('goal_check_ins').select('*');
    expect(whole.status).toBe(400);
    expect(whole.error).toMatchObject({
      code: 'DPR02',
      message: `The response would be larger than ${MAX_RESPONSE_BYTES} bytes`,
      hint: 'Select fewer columns or rows (limit, or a narrower filter)',
    });

    const page = await player.client.from('goal_check_ins').select('*').limit(50);
    expect(page.error).toBeNull();
    expect(page.data).toHaveLength(50);
  });
});

describe('regular expression filters', () => {
  test('a pattern whose repetitions expand past the limit is 400, as PostgreSQL answers a too complex one', async () => {
    const player = await backend().signUp();
    const filter = (pattern: string) =>
      backend().fetchApi(
        `/rest/v1/quick_track_entries?select=note&note=match.${encodeURIComponent(pattern)}`,
        {
          token: player.accessToken,
        },
      );
    const tooComplex = await filter('(a{255}){255}');
    expect(tooComplex.status).toBe(400);
    expect(await tooComplex.json()).toEqual({
      code: '2201B',
      message: 'invalid regular expression: regular expression is too complex',
      details: null,
      hint: null,
    });
    const fits = await filter('(a{100}){100}');
    expect({ status: fits.status, body: await fits.json() }).toEqual({ status: 200, body: [] });
  });

  test('atoms count each bounded repetition as that many copies', () => {
    expect(regexAtoms('abc')).toBe(3);
    expect(regexAtoms('(a{100}){100}')).toBe(10_000);
    expect(regexAtoms('[a-z]{5}\\d+')).toBe(6);
    expect(regexAtoms('(ab{2,4}|c){3,}')).toBe(24);
    expect(regexAtoms('((a{10}){10}){101}')).toBeGreaterThan(MAX_REGEX_ATOMS);
  });
});

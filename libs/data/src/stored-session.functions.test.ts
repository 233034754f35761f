import * as functionsJs from '@supabase/functions-js' with { rstest: 'importActual' };
import { describe, expect, rs, test } from '@rstest/core';
import { restoredWithRecordedRequests } from './stored-session.fixture';

/** Which times functions-js was evaluated: a signed-in page that invokes no function must not download it. */
const evaluated = rs.hoisted(() => ({ count: 0 }));

rs.mock('@supabase/functions-js', () => {
  evaluated.count += 1;
  return { ...functionsJs };
});

describe("the stored session's functions client", () => {
  test('loads on the first invocation, and sends it with the stored token', async () => {
    const { client, sent } = await restoredWithRecordedRequests('{"ok":true}');
    expect(evaluated.count).toBe(0);

    const first = await client.functions.invoke('family-child-create', { body: { firstName: 'Ada' } });
    const second = await client.functions.invoke('family-child-delete', { body: { childId: 'c1' } });
    expect([first.data, second.data]).toEqual([{ ok: true }, { ok: true }]);
    expect(sent).toEqual([
      '/functions/v1/family-child-create Bearer header.payload.signature',
      '/functions/v1/family-child-delete Bearer header.payload.signature',
    ]);
    expect(evaluated.count).toBe(1);
  });
});

import { afterEach, describe, expect, test } from '@rstest/core';
import { PostgrestClient } from '@supabase/postgrest-js';
import { failFastOffline } from './offline-fetch';

function setOnline(value: boolean): void {
  Object.defineProperty(globalThis.navigator, 'onLine', { value, configurable: true });
}

describe('failFastOffline', () => {
  afterEach(() => setOnline(true));

  test('online, the request goes through untouched', async () => {
    const sent: unknown[] = [];
    const send = failFastOffline(async (input) => {
      sent.push(input);
      return new Response('ok');
    });
    expect(await (await send('https://example.test/a')).text()).toBe('ok');
    expect(sent).toEqual(['https://example.test/a']);
  });

  test('offline, it fails at once with an abort (PostgREST does not retry one) and sends nothing', async () => {
    setOnline(false);
    let sent = 0;
    const send = failFastOffline(async () => {
      sent += 1;
      return new Response('ok');
    });
    await expect(send('https://example.test/a')).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toBe(0);
  });

  test('a read the network drops fails once, as an abort, instead of being retried for 7 s', async () => {
    let sent = 0;
    const send = failFastOffline(async () => {
      sent += 1;
      throw new TypeError('Failed to fetch');
    });
    const rest = new PostgrestClient('https://example.test/rest/v1', { fetch: send });
    const { error } = await rest.from('mindset_routines').select('steps').maybeSingle();
    expect(sent).toBe(1);
    expect(error?.message).toMatch(/^AbortError: Failed to fetch/);
  });

  test('a server’s answer goes through untouched, and an abort of the caller’s own stays that abort', async () => {
    const send = failFastOffline(async () => new Response('busy', { status: 503 }));
    expect((await send('https://example.test/a')).status).toBe(503);
    const own = new DOMException('The user aborted a request.', 'AbortError');
    const aborted = failFastOffline(async () => {
      throw own;
    });
    await expect(aborted('https://example.test/a')).rejects.toBe(own);
  });
});

import { afterEach, describe, expect, test } from '@rstest/core';
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
});

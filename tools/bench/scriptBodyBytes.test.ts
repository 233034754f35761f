import { describe, expect, test } from '@rstest/core';
import { scriptBodies, type DevtoolsLogEntry } from './scriptBodyBytes';

/** What the bench's `jsBodyBytes` adds up. */
const scriptBodyBytes = (log: DevtoolsLogEntry[]) =>
  scriptBodies(log).reduce((sum, { bytes }) => sum + bytes, 0);

const response = (
  requestId: string,
  type: string,
  headers: number,
  url = `/${requestId}.js`,
): DevtoolsLogEntry => ({
  method: 'Network.responseReceived',
  params: { requestId, type, response: { url, encodedDataLength: headers } },
});
const finished = (requestId: string, total: number): DevtoolsLogEntry => ({
  method: 'Network.loadingFinished',
  params: { requestId, encodedDataLength: total },
});

describe('scriptBodies', () => {
  test('counts each script body without its response headers', () => {
    const log = [
      response('1', 'Script', 403),
      response('2', 'Script', 410),
      finished('1', 28_341),
      finished('2', 837),
    ];
    expect(scriptBodyBytes(log)).toBe(28_341 - 403 + 837 - 410);
  });

  test('leaves out stylesheets, documents and fetches', () => {
    const log = [
      response('1', 'Stylesheet', 400),
      response('2', 'Document', 400),
      response('3', 'Fetch', 400),
      finished('1', 5_000),
      finished('2', 9_000),
      finished('3', 700),
    ];
    expect(scriptBodyBytes(log)).toBe(0);
  });

  test('counts a script that never finished loading as nothing, and a finish without a response once', () => {
    const log = [
      response('1', 'Script', 400),
      finished('2', 9_000),
      finished('1', 1_400),
      finished('1', 1_400),
    ];
    expect(scriptBodyBytes(log)).toBe(1_000);
  });

  test('names each script with its URL and body, in the order they finished', () => {
    const log = [
      response('1', 'Script', 400, 'http://localhost:3000/static/js/index.js'),
      response('2', 'Script', 400, 'http://localhost:3007/static/js/async/drill-content.js'),
      finished('2', 31_400),
      finished('1', 26_400),
    ];
    expect(scriptBodies(log)).toEqual([
      { url: 'http://localhost:3007/static/js/async/drill-content.js', bytes: 31_000 },
      { url: 'http://localhost:3000/static/js/index.js', bytes: 26_000 },
    ]);
  });

  test('a script the service worker answered counts the body its headers declare', () => {
    const fromWorker: DevtoolsLogEntry = {
      method: 'Network.responseReceived',
      params: {
        requestId: '1',
        type: 'Script',
        response: {
          url: 'http://localhost:3003/static/js/async/family-forms.js',
          encodedDataLength: 0,
          fromServiceWorker: true,
          headers: { 'content-encoding': 'gzip', 'Content-Length': '2355' },
        },
      },
    };
    expect(scriptBodyBytes([fromWorker, finished('1', 0)])).toBe(2355);
  });
});

import { describe, expect, test } from '@rstest/core';
import { scriptBodyBytes, type DevtoolsLogEntry } from './scriptBodyBytes';

const response = (requestId: string, type: string, headers: number): DevtoolsLogEntry => ({
  method: 'Network.responseReceived',
  params: { requestId, type, response: { encodedDataLength: headers } },
});
const finished = (requestId: string, total: number): DevtoolsLogEntry => ({
  method: 'Network.loadingFinished',
  params: { requestId, encodedDataLength: total },
});

describe('scriptBodyBytes', () => {
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
});

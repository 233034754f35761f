/** The part of Chrome's devtools protocol log that says what a script's response cost on the wire. */
export interface DevtoolsLogEntry {
  method: string;
  params: {
    requestId?: string;
    type?: string;
    encodedDataLength?: number;
    response?: { encodedDataLength?: number };
  };
}

/**
 * Bytes of the compressed bodies of every script the page received: what `npm run size` models (gzip bodies), so
 * the two can be compared. Lighthouse's `transferSize` also counts each response's HTTP headers (about 0.4 KiB per
 * file from the preview), which on a page of 16 scripts made it read 9 KiB over a model that was under its target.
 * Chrome reports a response's header bytes in `responseReceived` and the total in `loadingFinished`.
 */
export function scriptBodyBytes(log: readonly DevtoolsLogEntry[]): number {
  const headerBytes = new Map<string, number>();
  let total = 0;
  for (const { method, params } of log) {
    if (!params.requestId) continue;
    if (method === 'Network.responseReceived' && params.type === 'Script')
      headerBytes.set(params.requestId, params.response?.encodedDataLength ?? 0);
    else if (method === 'Network.loadingFinished' && headerBytes.has(params.requestId)) {
      total += Math.max(0, (params.encodedDataLength ?? 0) - (headerBytes.get(params.requestId) ?? 0));
      headerBytes.delete(params.requestId);
    }
  }
  return total;
}

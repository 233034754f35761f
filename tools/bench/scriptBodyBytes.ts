/** The part of Chrome's devtools protocol log that says what a script's response cost on the wire. */
export interface DevtoolsLogEntry {
  method: string;
  params: {
    requestId?: string;
    type?: string;
    encodedDataLength?: number;
    response?: {
      url?: string;
      encodedDataLength?: number;
      fromServiceWorker?: boolean;
      headers?: Record<string, string>;
    };
  };
}

/** One script the page received: its URL and the bytes of its compressed body. */
export interface ScriptBody {
  url: string;
  bytes: number;
}

/** The compressed body's length a response declares, or undefined. */
function contentLength(headers: Record<string, string> = {}): number | undefined {
  const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-length')?.[1];
  return value === undefined ? undefined : Number(value);
}

/**
 * The compressed body of every script the page received, in the order they finished: what `npm run size` models
 * (gzip bodies), so the two can be compared. Lighthouse's `transferSize` also counts each response's HTTP headers
 * (about 0.4 KiB per file from the preview), which on a page of 16 scripts made it read 9 KiB over a model that was
 * under its target. Chrome reports a response's header bytes in `responseReceived` and the total in `loadingFinished`;
 * a response the service worker answered (once it controls the page, chunks loaded late) has no bytes on the page's
 * wire, though the worker fetched them for it: its body is the length its headers declare.
 */
export function scriptBodies(log: readonly DevtoolsLogEntry[]): ScriptBody[] {
  const responses = new Map<string, { url: string; headerBytes: number; workerBytes?: number }>();
  const bodies: ScriptBody[] = [];
  for (const { method, params } of log) {
    if (!params.requestId) continue;
    if (method === 'Network.responseReceived' && params.type === 'Script')
      responses.set(params.requestId, {
        url: params.response?.url ?? '',
        headerBytes: params.response?.encodedDataLength ?? 0,
        ...(params.response?.fromServiceWorker && {
          workerBytes: contentLength(params.response.headers) ?? 0,
        }),
      });
    else if (method === 'Network.loadingFinished') {
      const response = responses.get(params.requestId);
      if (!response) continue;
      const wireBytes = Math.max(0, (params.encodedDataLength ?? 0) - response.headerBytes);
      bodies.push({ url: response.url, bytes: response.workerBytes ?? wireBytes });
      responses.delete(params.requestId);
    }
  }
  return bodies;
}

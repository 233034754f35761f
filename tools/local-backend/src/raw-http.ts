import { connect } from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without an HTTP answer. */
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Sends bytes as they are (no client-side URL or header validation, unlike fetch) and reads the answer until the
 * server closes the connection: how an attacker's client talks to the server. Requests should say
 * `Connection: close`.
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  { timeoutMs = 10_000, localAddress }: { timeoutMs?: number; localAddress?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // Any 127.x.y.z is loopback on Linux: a second "client address" without a second machine.
    const socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the answer (the server dropped an oversized body) still counts as that answer.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      reject(error);
    });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers = new Map(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      const raw = rest.join('\r\n\r\n');
      resolve({ status, headers, body: headers.get('transfer-encoding') === 'chunked' ? unchunk(raw) : raw });
    });
    socket.write(request);
  });
}

/** The payload of a `Transfer-Encoding: chunked` body. */
function unchunk(raw: string): string {
  let body = '';
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = lineEnd < 0 ? 0 : parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** A request in HTTP/1.1 wire format; `headers` are written exactly as given (any bytes), then Content-Length. */
export function wireRequest(
  requestLine: string,
  headers: Record<string, string> = {},
  body: string | Buffer = '',
): Buffer {
  const lines = [
    requestLine,
    'Host: 127.0.0.1',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  if (body.length > 0) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body)]);
}

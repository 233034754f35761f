import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetchHandler } from './handler';
import { HttpError, json } from './http';

export interface NodeServerOptions {
  host: string;
  port: number;
  /** The handler's body limit: a client may send up to 32 times as much and still read the 413. */
  maxBodyBytes: number;
}

export interface NodeServer {
  port: number;
  close(): Promise<void>;
}

/** Methods the Fetch standard refuses to construct a Request with (they never reach an API route). */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The client closed the connection before its body arrived (a phone losing its signal mid-request): nobody waits for
 * an answer, and nothing is wrong with the server. nginx's 499 "client closed request"; an HttpError, so it is not
 * logged, and not Node's ECONNRESET, which would read as the database being away.
 */
const clientGone = () =>
  new HttpError(499, { code: 'client_closed_request', message: 'The client closed the connection.' });

/**
 * The request body as a stream. What the handler leaves unread once it has its answer (a body over the limit) is
 * drained, so that the client still reads the 413 instead of a reset connection, up to `hardCap` bytes; past that
 * the connection is dropped.
 */
function bodyOf(req: IncomingMessage, hardCap: number): ReadableStream<Uint8Array> {
  let size = 0;
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > hardCap) {
          req.destroy();
          return;
        }
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on('end', () => {
        if (!cancelled) controller.close();
      });
      req.on('error', () => {
        if (!cancelled) controller.error(clientGone());
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.resume();
    },
  });
}

function toRequest(req: IncomingMessage, hardCap: number): Request | Response {
  const method = req.method ?? 'GET';
  if (FORBIDDEN_METHODS.has(method)) {
    return json(405, { code: 'method_not_allowed', message: `${method} is not served` });
  }
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return json(400, { code: 'bad_request', message: 'Malformed request target' });
  }
  const headers = new Headers();
  try {
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  } catch {
    return json(400, { code: 'bad_request', message: 'Malformed HTTP header' });
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: bodyOf(req, hardCap), duplex: 'half' } : {}),
  } as RequestInit);
}

async function answer(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(body);
}

/** Serves a fetch handler over HTTP/1.1 on `host:port` (npm start, preview, CI, tests that need a real socket). */
export async function serveFetchHandler(
  handler: FetchHandler,
  options: NodeServerOptions,
): Promise<NodeServer> {
  const hardCap = options.maxBodyBytes * 32;
  const server: Server = createServer((req, res) => {
    const request = toRequest(req, hardCap);
    // Too large to drain: the answer goes out, then the connection is dropped.
    if (Number(req.headers['content-length'] ?? '0') > hardCap) res.once('finish', () => req.destroy());
    const answered =
      request instanceof Response
        ? Promise.resolve(request)
        : handler(request, { remoteAddress: req.socket.remoteAddress ?? 'unknown' });
    answered.then((response) => answer(res, response)).catch(() => res.destroy());
  });
  // Requests Node's HTTP parser refuses (bad request lines, NUL bytes in headers, oversized headers) never reach
  // the handler; they still get a JSON 400 rather than a dropped connection.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ code: 'bad_request', message: 'Malformed HTTP request' });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

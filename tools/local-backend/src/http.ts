import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_VERSION = '2024-01-01';

/** Headers supabase-js sends; a browser preflight must be allowed all of them. */
const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
  'range-unit',
  'x-supabase-api-version',
  'x-retry-count',
  'x-region',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');

/** supabase-js reads these from responses; without exposing them a browser hides counts and error codes. */
const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'Content-Location',
  'Location',
  'Range-Unit',
].join(', ');

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function isAllowedOrigin(origin: string, extraOrigins: readonly string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || extraOrigins.includes(origin);
}

export function applyCors(req: IncomingMessage, res: ServerResponse, extraOrigins: readonly string[]): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin || !isAllowedOrigin(origin, extraOrigins)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end();
}

/**
 * Reads the whole body up to `limit` bytes. A larger body is drained (so the client still receives the 413
 * instead of a reset connection) up to a hard cap, beyond which the connection is dropped.
 */
export function readBody(req: IncomingMessage, limit: number, tooLarge: () => HttpError): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  const hardCap = limit * 32;
  return new Promise((resolve, reject) => {
    if (declared > hardCap) {
      reject(tooLarge());
      req.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > hardCap) {
        req.destroy();
        return;
      }
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => (size > limit ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
    req.on('close', () => {
      if (size > hardCap) reject(tooLarge());
    });
  });
}

/** The media type without parameters, lower-cased: `application/json; charset=utf-8` -> `application/json`. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Deepest JSON nesting a body may have. The app's JSON is a few levels deep; far deeper documents only serve to
 * exhaust a stack (JSON.stringify, PostgreSQL's jsonb input) and are refused before they are parsed.
 */
export const MAX_JSON_DEPTH = 128;

/** The nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

export function parseJsonBody(raw: Buffer, invalid: (message: string) => HttpError): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw invalid(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : 'Invalid JSON');
  }
}

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

/** CORS headers for an answer to `request`, added to `headers`. */
export function applyCors(request: Request, headers: Headers, extraOrigins: readonly string[]): void {
  const origin = request.headers.get('origin');
  headers.append('Vary', 'Origin');
  if (!origin || !isAllowedOrigin(origin, extraOrigins)) return;
  headers.set('Access-Control-Allow-Origin', origin);
  headers.set('Access-Control-Allow-Credentials', 'true');
  headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (request.method === 'OPTIONS') {
    headers.set('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    headers.set('Access-Control-Max-Age', '600');
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

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(nullBodyStatus(status) ? null : text, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers });
}

/** Statuses whose answers never carry a body (the Fetch standard's null body status). */
const nullBodyStatus = (status: number) => [101, 204, 205, 304].includes(status);

/**
 * Reads the whole body up to `limit` bytes; a larger one is refused with `tooLarge()` as soon as it is known to be
 * larger (declared or read), and the rest is left unread: the host decides how much more of it to drain.
 */
export async function readBody(
  request: Request,
  limit: number,
  tooLarge: () => HttpError,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await request.body?.cancel();
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The media type without parameters, lower-cased: `application/json; charset=utf-8` -> `application/json`. */
export function mediaType(header: string | null | undefined): string {
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

export function parseJsonBody(raw: Uint8Array, invalid: (message: string) => HttpError): unknown {
  if (raw.length === 0) return undefined;
  const text = new TextDecoder().decode(raw);
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw invalid(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : 'Invalid JSON');
  }
}

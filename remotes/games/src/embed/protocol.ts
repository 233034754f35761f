/**
 * The partner embed's message API, shared by the embed page (the drill in the iframe) and the loader (`decision-drill.js`).
 * Framework-free and dependency-free: the loader is shipped to partner sites as one small script.
 */

/** Marks our messages among whatever else a partner page posts around. */
export const EMBED_MESSAGE_SOURCE = 'dreampitch:decision-drill';

/** File names in the games deployment's `embed/` folder. */
export const EMBED_PAGE_FILE = 'decision-drill.html';
export const EMBED_LOADER_FILE = 'decision-drill.js';

export interface EmbedEventDetails {
  ready: { version: 1 };
  resize: { height: number };
  finished: { score: number; maxScore: number; accuracy: number };
}

export type EmbedEventType = keyof EmbedEventDetails;

export type EmbedMessage = {
  [Type in EmbedEventType]: {
    source: typeof EMBED_MESSAGE_SOURCE;
    type: Type;
    detail: EmbedEventDetails[Type];
  };
}[EmbedEventType];

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Checks the shape of a posted message, so a look-alike with bad fields never becomes a DOM event. */
export function isEmbedMessage(data: unknown): data is EmbedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { source?: unknown; type?: unknown; detail?: unknown };
  if (message.source !== EMBED_MESSAGE_SOURCE) return false;
  if (typeof message.detail !== 'object' || message.detail === null) return false;
  const detail = message.detail as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
      return detail.version === 1;
    case 'resize':
      return isFiniteNumber(detail.height) && detail.height >= 0;
    case 'finished':
      return (
        isFiniteNumber(detail.score) && isFiniteNumber(detail.maxScore) && isFiniteNumber(detail.accuracy)
      );
    default:
      return false;
  }
}

/** Query parameters the loader puts on the embed page's URL. */
export interface EmbedParams {
  /** The partner page's origin: the only target the embed page posts to. */
  host: string | null;
  ageGroup: string | null;
  accent: string | null;
}

export function embedPageUrl(loaderSrc: string, params: EmbedParams): string {
  const url = new URL(EMBED_PAGE_FILE, loaderSrc);
  if (params.host) url.searchParams.set('host', params.host);
  if (params.ageGroup) url.searchParams.set('age-group', params.ageGroup);
  if (params.accent) url.searchParams.set('accent', params.accent);
  return url.href;
}

export function readEmbedParams(search: string): EmbedParams {
  const query = new URLSearchParams(search);
  return { host: query.get('host'), ageGroup: query.get('age-group'), accent: query.get('accent') };
}

/** An http(s) origin exactly as `location.origin` spells it, or null. */
export function parseOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** `#rgb` or `#rrggbb` only: anything else could smuggle other CSS into the page. */
export function parseAccent(value: string | null): string | null {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : null;
}

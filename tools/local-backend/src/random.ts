/** Web Crypto helpers, the same in Node and a page (the browser demo hosts the API too). */

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** `size` random bytes, as hex or base64url. */
export function randomToken(size: number, encoding: 'hex' | 'base64url'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(size));
  return encoding === 'hex' ? toHex(bytes) : toBase64url(bytes);
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** Compares two secrets in time that depends on their length only. */
export function sameSecret(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

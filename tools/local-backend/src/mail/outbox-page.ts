import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpError, json } from '../http';
import { listOutbox, type OutboxEntry } from './outbox';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(entries: OutboxEntry[], dir: string, access: string): string {
  const rows = entries
    .map(
      (entry) => `<li class="mail">
  <details>
    <summary><time datetime="${escapeHtml(entry.createdAt)}">${escapeHtml(entry.createdAt.replace('T', ' ').slice(0, 19))}</time>
      <span class="to">${escapeHtml(entry.to)}</span> <strong>${escapeHtml(entry.subject)}</strong>
      ${entry.kind ? `<span class="kind">${escapeHtml(entry.kind)}</span>` : ''}</summary>
    <pre>${escapeHtml(entry.text)}</pre>
    <p><a href="/outbox/${encodeURIComponent(entry.file)}${access}">Download ${escapeHtml(entry.file)}</a></p>
  </details>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox (${entries.length}) · DreamPitch local backend</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 60rem; padding: 0 1rem; color: #111; }
  ul { list-style: none; padding: 0; }
  .mail { border-bottom: 1px solid #ccc; }
  summary { cursor: pointer; padding: 0.75rem 0; min-height: 44px; }
  summary:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .to { color: #444; margin: 0 0.5rem; }
  .kind { font-size: 0.8rem; background: #eef; border-radius: 4px; padding: 0 0.4rem; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.75rem; border-radius: 4px; }
</style>
</head>
<body>
<h1>Dev outbox</h1>
<p>Mail the local backend would have sent, newest first. Nothing here left this machine. Files: <code>${escapeHtml(dir)}</code>
 (also as JSON: <a href="/outbox.json${access}">/outbox.json</a>).</p>
${entries.length === 0 ? '<p>No mail yet.</p>' : `<ul>\n${rows}\n</ul>`}
</body>
</html>
`;
}

/**
 * The dev outbox over HTTP: `GET /outbox` (HTML list), `GET /outbox.json` (for tests and scripts),
 * `GET /outbox/<file>.eml`. `beforeRead` delivers queued mail first, so the page is never behind the database.
 */
export async function handleOutbox(
  req: Request,
  path: string,
  dir: string,
  beforeRead: () => Promise<unknown>,
  token: string,
): Promise<Response> {
  // Private mail: never cached, never embedded or read by another origin, the token never sent on as a referrer.
  const privateHeaders = {
    'Cache-Control': 'no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, { message: 'Use GET' });
    await beforeRead();
    if (path === '/outbox.json') return json(200, listOutbox(dir), privateHeaders);
    if (path === '/outbox' || path === '/outbox/') {
      return new Response(page(listOutbox(dir), dir, `?token=${encodeURIComponent(token)}`), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...privateHeaders },
      });
    }
    const file = decodeURIComponent(path.slice('/outbox/'.length));
    const entry = listOutbox(dir).find((candidate) => candidate.file === file);
    if (!entry) throw new HttpError(404, { message: 'No such message' });
    return new Response(readFileSync(join(dir, entry.file)), {
      headers: {
        'Content-Type': 'message/rfc822',
        'Content-Disposition': `attachment; filename="${entry.file}"`,
        ...privateHeaders,
      },
    });
  } catch (error) {
    if (error instanceof HttpError) Object.assign(error.headers, privateHeaders);
    throw error;
  }
}

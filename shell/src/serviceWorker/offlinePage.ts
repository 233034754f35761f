import { OFFLINE_PAGE_COPY as COPY } from '@dreampitch/domain';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * /offline.html, written by the shell's build and cached by the service worker when it installs: what a visitor
 * sees on opening a page that was never cached while there is no connection. Self-contained (no script or
 * stylesheet to fetch, colours and type from libs/ui/src/tokens.css) because nothing else may be reachable.
 */
export function offlinePageHtml(): string {
  const title = escapeHtml(COPY.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#15803d">
<title>${title} · DreamPitch</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f8f5;color:#0b1f3a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5}
main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgb(11 31 58/.12)}
h1{margin:0 0 .75rem;font-size:1.75rem}
p{margin:0 0 1rem;color:#46556b}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{min-height:44px;min-width:44px;padding:.625rem 1.25rem;border-radius:.5rem;font:inherit;font-weight:600;cursor:pointer;border:2px solid #15803d}
.primary{background:#15803d;color:#fff}
.secondary{background:#fff;color:#166534}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(COPY.notSaved)}</p>
<p>${escapeHtml(COPY.whatToDo)}</p>
<div class="actions">
<button type="button" class="primary" onclick="location.reload()">${escapeHtml(COPY.tryAgain)}</button>
<button type="button" class="secondary" onclick="history.back()">${escapeHtml(COPY.goBack)}</button>
</div>
</main>
</body>
</html>
`;
}

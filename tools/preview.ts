/**
 * Serves the production builds as if deployed apart: every app on its own port, compressed, with
 * no-cache for HTML, the registry, the runtime config and manifests, and immutable caching for hashed
 * assets. Starts the local backend too, unless SUPABASE_URL or DREAMPITCH_DEMO=1 says otherwise.
 */
import compression from 'compression';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import {
  APP_PORTS,
  remoteRegistryFromEnv,
  runtimeConfigFromEnv,
  type AppName,
} from './federation/runtimeConfig';
import { keepServing, startBackendFromEnv } from './backendFromEnv';
import { FLOOR_HTML, FLOOR_PATH } from './bench/floor';

const root = path.resolve(import.meta.dirname, '..');
const distOf = (app: AppName) => path.join(root, app === 'shell' ? 'shell' : `remotes/${app}`, 'dist');

/** The shell's page for client-side routes, written by tools/prerender next to the prerendered index.html. */
const SPA_FALLBACK = '200.html';

const NO_CACHE = /(\.html|\/config\.json|\/remotes\.json|mf-manifest\.json|mf-stats\.json)$/;

function setCacheHeaders(res: ServerResponse, pathname: string) {
  if (NO_CACHE.test(pathname) || !pathname.includes('/static/')) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

const COMPRESSIBLE_ASSET = /\.(js|css|svg|json)$/;

/**
 * Hashed assets gzipped once and sent whole, with their length, as a static host sends its stored compressed copies.
 * The compression middleware re-compressed every asset on every request and streamed it in chunks: CPU taken from
 * the page being measured on the same machine, and some 0.4 KiB of chunk framing per script in what Lighthouse
 * counts. Same zlib level as the middleware and `npm run size` (6, the default), so the bytes are the model's.
 */
function compressedAssets(distDir: string) {
  const cache = new Map<string, Buffer>();
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!pathname.startsWith('/static/') || !COMPRESSIBLE_ASSET.test(pathname)) return false;
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
    let file: string;
    try {
      file = path.join(distDir, decodeURIComponent(pathname));
    } catch {
      return false;
    }
    if (!file.startsWith(distDir + path.sep) || file.includes('\0')) return false;
    let body = cache.get(file);
    if (!body) {
      if (!existsSync(file) || !statSync(file).isFile()) return false;
      body = gzipSync(readFileSync(file));
      if (process.env.PREVIEW_WATCH !== '1') cache.set(file, body);
    }
    res.setHeader('Content-Type', lookup(file) ?? 'application/octet-stream');
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    setCacheHeaders(res, pathname);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

/** One static app. `distDir` may be overridden (e.g. a new games build deployed elsewhere). */
export function serveApp(app: AppName, port: number, distDir = distOf(app)): Promise<Server> {
  if (!existsSync(distDir)) throw new Error(`${distDir} is missing: run "npm run build" first.`);
  const compress = compression();
  const compressedAsset = compressedAssets(path.resolve(distDir));
  const files = sirv(distDir, {
    // PREVIEW_WATCH=1 looks files up per request, so a rebuilt app is served without a restart.
    dev: process.env.PREVIEW_WATCH === '1',
    etag: true,
    // Every route but `/` gets the SPA page: index.html holds the prerendered landing page (tools/prerender).
    single: app === 'shell' && (existsSync(path.join(distDir, SPA_FALLBACK)) ? SPA_FALLBACK : true),
    setHeaders: (res, pathname) => setCacheHeaders(res, pathname),
  });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (compressedAsset(req, res, pathname)) return;
    compress(req as never, res as never, () => {
      // What the bench holds every route's LCP to: from this server, through the same compression and headers.
      if (app === 'shell' && pathname === FLOOR_PATH) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(FLOOR_HTML);
        return;
      }
      if (app === 'shell' && (pathname === '/config.json' || pathname === '/remotes.json')) {
        const body =
          pathname === '/config.json' ? runtimeConfigFromEnv() : Promise.resolve(remoteRegistryFromEnv());
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        body.then(
          (json) => res.end(JSON.stringify(json)),
          (error: unknown) => {
            // A bad environment (e.g. a short JWT_SECRET) is the operator's to fix; the server keeps serving.
            process.stderr.write(`preview: ${pathname} failed: ${String(error)}\n`);
            res.statusCode = 500;
            res.end(JSON.stringify({ message: `${pathname} could not be written; see the preview's log` }));
          },
        );
        return;
      }
      files(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
    });
  });
  return new Promise((resolve) => server.listen(port, '0.0.0.0', () => resolve(server)));
}

async function main() {
  keepServing('preview');
  const backend = await startBackendFromEnv();
  const servers = await Promise.all(
    (Object.keys(APP_PORTS) as AppName[]).map((app) => serveApp(app, APP_PORTS[app])),
  );
  process.stdout.write(
    `DreamPitch preview: http://localhost:${APP_PORTS.shell} (remotes on ${Object.values(APP_PORTS).slice(1).join(', ')})\n`,
  );
  const stop = async () => {
    servers.forEach((server) => server.close());
    await backend?.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) void main();

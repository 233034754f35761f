import type { IncomingMessage, ServerResponse } from 'node:http';
import { remoteRegistryFromEnv, runtimeConfigFromEnv } from './runtimeConfig';

type Next = () => void;

/**
 * Dev servers answer /config.json (every app, so a remote runs standalone) and /remotes.json
 * (the shell's registry) the same way the preview server and a real deployment do.
 */
export function runtimeConfigMiddleware() {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/config.json' && path !== '/remotes.json') return next();
    const body = path === '/config.json' ? runtimeConfigFromEnv() : Promise.resolve(remoteRegistryFromEnv());
    body.then(
      (json) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(json));
      },
      (error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      },
    );
  };
}

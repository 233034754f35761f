/**
 * `npm start`: the local backend plus a dev server for the shell and every remote, with prefixed
 * logs; one Ctrl-C stops everything.
 */
import concurrently from 'concurrently';
import path from 'node:path';
import { APP_PORTS, type AppName } from './federation/runtimeConfig';
import { keepServing, startBackendFromEnv } from './backendFromEnv';

const root = path.resolve(import.meta.dirname, '..');
keepServing('dev');
const backend = await startBackendFromEnv();
const apps = Object.keys(APP_PORTS) as AppName[];
const { result } = concurrently(
  apps.map((app) => ({
    name: app,
    command: 'npx rsbuild dev',
    cwd: path.join(root, app === 'shell' ? 'shell' : `remotes/${app}`),
  })),
  {
    prefix: '[{name}]',
    killOthersOn: ['failure'],
    prefixColors: ['cyan', 'green', 'yellow', 'magenta', 'blue', 'red', 'gray'],
  },
);
process.stdout.write(`\nDreamPitch: http://localhost:${APP_PORTS.shell}\n\n`);
const stop = async () => {
  await backend?.stop();
};
process.on('SIGINT', () => void stop());
result.then(stop, stop);

import { performance } from 'node:perf_hooks';
import { DEFAULT_PORT, startLocalBackend } from './index';

const started = performance.now();
const backend = await startLocalBackend({
  port: process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT,
  ...(process.env.HOST ? { host: process.env.HOST } : {}),
  ...(process.env.LOCAL_DB_DIR ? { dataDir: process.env.LOCAL_DB_DIR } : {}),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
// Startup banner: the CLI's whole output, so it goes to stderr like the rest of the logging.
console.warn(
  [
    `DreamPitch local backend ready in ${seconds}s (${backend.database})`,
    `  API URL:          ${backend.url}`,
    `  anon key:         ${backend.anonKey}`,
    `  service_role key: ${backend.serviceRoleKey} (server side only)`,
    `  dev outbox:       ${backend.outboxUrl} (this link is the key: keep it to yourself)`,
  ].join('\n'),
);

const shutdown = () => {
  backend.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

/**
 * Runs the backend's database tests a second time on a real PostgreSQL server (the PGlite run is part
 * of the unit tests). TEST_DATABASE_URL names a superuser connection (CI starts one with
 * .ci/postgres.sh); without it the run is reported as not done, never as passed.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  process.stdout.write(
    'PostgreSQL database tests not run: set TEST_DATABASE_URL (e.g. after `bash .ci/postgres.sh`, ' +
      'postgresql://postgres@127.0.0.1:55432/postgres). CI always runs them.\n',
  );
  process.exit(0);
}
const result = spawnSync('npx', ['rstest', 'run', 'tools/local-backend/'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);

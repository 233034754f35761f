import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FLOOR_HTML, FLOOR_PATH } from './floor';

export const SHELL_URL = 'http://localhost:3000';

async function responds(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

export interface Preview {
  reused: boolean;
  stop(): Promise<void>;
}

/**
 * Reuses a preview that is already serving (others may be using it), or starts one with a throwaway
 * database and stops it afterwards. Only the process group started here is ever signalled.
 */
export async function ensurePreview(root: string): Promise<Preview> {
  if (await responds(`${SHELL_URL}/config.json`)) {
    await assertServesDist(root);
    return { reused: true, stop: async () => {} };
  }
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tools/preview.ts'], {
    cwd: root,
    env: { ...process.env, LOCAL_BACKEND_DATA: 'memory' },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  };
  const deadline = Date.now() + 90_000;
  while (!(await responds(`${SHELL_URL}/config.json`))) {
    if (child.exitCode !== null) throw new Error('The preview server exited before it served anything.');
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The preview server did not answer within 90 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { reused: false, stop };
}

/**
 * A preview started before a rebuild serves the old file list: measuring it would measure the wrong build. One
 * started from older code has no floor page (or another): the ratios would have no base.
 */
async function assertServesDist(root: string) {
  const floor = await fetch(`${SHELL_URL}${FLOOR_PATH}`);
  if ((await floor.text()) !== FLOOR_HTML) {
    throw new Error(
      `The running preview on :3000 does not serve this bench's floor page at ${FLOOR_PATH}. Restart it, or stop it so the bench starts its own.`,
    );
  }
  const served = await (await fetch(`${SHELL_URL}/`)).text();
  const built = readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');
  if (served !== built) {
    throw new Error(
      'The running preview on :3000 serves a different build than shell/dist (it was started before the last build). Restart it, or stop it so the bench starts its own.',
    );
  }
}

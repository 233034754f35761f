import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The PostgreSQL server binaries: PG_BIN, else Debian's newest installed version (15 in CI). */
function findBinDir(): string {
  const candidates = [
    process.env.PG_BIN,
    '/usr/lib/postgresql/15/bin',
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const found = candidates.find((dir) => dir && existsSync(join(dir, 'pg_ctl')));
  if (!found)
    throw new Error('No PostgreSQL server binaries: install postgresql or set PG_BIN (see .ci/postgres.sh)');
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A throwaway PostgreSQL cluster of its own (initdb in a temporary folder, a free port, trust auth), for tests
 * that stop and restart the server: never the shared one. As root it runs as the `postgres` user, as
 * .ci/postgres.sh does.
 */
export class ThrowawayCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
  ) {}

  static async create(): Promise<ThrowawayCluster> {
    const bin = findBinDir();
    const dir = mkdtempSync(join(tmpdir(), 'dreampitch-pg-'));
    const cluster = new ThrowawayCluster(dir, await freePort(), bin);
    if (process.getuid?.() === 0)
      chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    cluster.run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync']);
    cluster.pgCtl('start');
    return cluster;
  }

  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** `pg_ctl restart -m fast`: every connection is terminated (57P01), the server is back when it returns. */
  restart(): void {
    this.pgCtl('restart', ['-m', 'fast']);
  }

  /** Stops the server and keeps its data, for `startAgain()`. */
  stopOnly(): void {
    this.pgCtl('stop', ['-m', 'fast']);
  }

  startAgain(): void {
    this.pgCtl('start');
  }

  stop(): void {
    try {
      this.pgCtl('stop', ['-m', 'immediate']);
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  private pgCtl(command: string, extra: string[] = []): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`;
    this.run('pg_ctl', ['-D', this.dir, '-o', options, '-l', join(this.dir, 'log'), '-w', ...extra, command]);
  }

  private run(program: string, args: string[]): void {
    const path = join(this.bin, program);
    if (process.getuid?.() === 0) {
      execFileSync('runuser', ['-u', 'postgres', '--', path, ...args], { stdio: 'ignore', cwd: tmpdir() });
    } else {
      execFileSync(path, args, { stdio: 'ignore' });
    }
  }
}

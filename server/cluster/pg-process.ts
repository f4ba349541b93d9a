// A throwaway PostgreSQL for the local cluster and its tests, as `.ci/run` makes one for CI:
// Debian's initdb in a temporary folder, the server in the foreground on a free loopback port
// (as the postgres user when we are root: PostgreSQL refuses to run as root).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

export interface PostgresProcess {
  /** postgres://postgres@127.0.0.1:<port>/desk */
  readonly url: string;
  stop(): Promise<void>;
}

/** The folder of Debian's PostgreSQL programs (newest version), or null when not installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? null : join(root, newest, 'bin');
}

/** uid/gid to run PostgreSQL as: the postgres user when we are root, else ourselves. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export async function startPostgres(): Promise<PostgresProcess> {
  const bin = postgresBinDir();
  if (bin === null)
    throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql)');
  const dir = await mkdtemp(join(tmpdir(), 'desk-cluster-pg-'));
  const user = runAs();
  if ('uid' in user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  execFileSync(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres'], {
    ...user,
    stdio: 'ignore',
  });
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
    // Its own process group: a terminal's Ctrl-C reaches the launcher only, which stops
    // PostgreSQL after the processes that use it.
    { ...user, stdio: 'ignore', detached: true },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT: PostgreSQL's fast shutdown.
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGINT');
      });
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitForPostgres(admin);
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query('CREATE DATABASE desk');
    await client.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/desk`, stop };
}

async function waitForPostgres(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

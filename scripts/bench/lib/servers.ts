/**
 * Servers a bench starts for itself, so stopping and restarting them touches nobody else on a
 * shared machine: PostgreSQL (initdb + postgres in a temp folder, a free port) and redis-server.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, createWriteStream, mkdirSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../lib/process.ts';

const POSTGRES_BIN = '/usr/local/bin';
const REDIS_SERVER = '/usr/bin/redis-server';

/** As root, PostgreSQL runs as the `postgres` account (it refuses root). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  return { uid, gid };
}

export type Postgres = { url: string; stop(): Promise<void>; start(): Promise<void> };

/** A PostgreSQL of its own: initdb in `work`/pgdata, a free port, its log in `logDir`/postgres.log. */
export async function startPostgres(work: string, logDir: string): Promise<Postgres> {
  const dataDir = join(work, 'pgdata');
  const user = postgresUser();
  mkdirSync(dataDir, { mode: 0o700 });
  if (user) {
    chownSync(work, user.uid, user.gid);
    chownSync(dataDir, user.uid, user.gid);
  }
  execFileSync(
    join(POSTGRES_BIN, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
    {
      ...user,
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const log = createWriteStream(join(logDir, 'postgres.log'), { flags: 'a' });
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      join(POSTGRES_BIN, 'postgres'),
      [
        ...['-D', dataDir, '-p', String(port), '-k', work],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=100', '-c', 'shared_buffers=256MB'],
      ],
      { ...user, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    await until(async () => {
      if (child?.exitCode !== null) throw new Error(`postgres exited; see ${join(logDir, 'postgres.log')}`);
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => {});
      }
    }, 30_000);
  };
  /** A fast shutdown (SIGINT), as `pg_ctl restart -m fast` or a service manager's restart does. */
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    await exited;
  };
  await start();
  return { url, start, stop };
}

export type RedisServer = { url: string; stop(): Promise<void>; start(): Promise<void> };

/** A redis-server of its own on a free port, nothing saved (its folder is `work`). */
export async function startRedis(work: string): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', work],
      { stdio: 'ignore' },
    );
    await until(async () => {
      if (child?.exitCode !== null) throw new Error('redis-server exited');
      return new Promise<boolean>((resolve) => {
        const socket = new Socket();
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
        socket.connect(port, '127.0.0.1');
      });
    }, 10_000);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/** Polls `check` every 100 ms until it holds; throws after the timeout. */
export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

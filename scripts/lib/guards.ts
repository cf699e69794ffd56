/**
 * What `npm start` checks before it starts anything: that no other start owns the data folder
 * (a lock file, like PostgreSQL's postmaster.pid) and that the ports it needs are free.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** A start that cannot go on; its message is for humans (printed alone, no stack). */
export class StartGuardError extends Error {
  override name = 'StartGuardError';
}

// ---------------------------------------------------------------------------------------------
// Ports

export interface NeededPort {
  port: number;
  /** The environment variable that moves it, named in the message. */
  variable: string;
}

/** True when something accepts connections on the port, or holds it so that we cannot listen. */
export async function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  const listenFails = await new Promise<boolean>((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
  if (listenFails) return true;
  // `localhost` may resolve to ::1 first: a server there would answer the printed URL instead of ours.
  return answers(port, '::1');
}

function answers(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000);
    const done = (value: boolean) => {
      socket.destroy();
      resolve(value);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** Throws one message naming every busy port and the variable that moves it. */
export async function assertPortsFree(ports: NeededPort[]): Promise<void> {
  const bad = ports.filter(({ port }) => !Number.isInteger(port) || port < 1 || port > 65535);
  if (bad.length > 0) {
    throw new StartGuardError(
      bad.map(({ variable }) => `${variable} must be a port number from 1 to 65535`).join('\n'),
    );
  }
  const seen = new Map<number, string>();
  const problems: string[] = [];
  for (const { port, variable } of ports) {
    const other = seen.get(port);
    if (other) problems.push(`${variable} and ${other} are both ${port}: set one of them to another port`);
    seen.set(port, variable);
  }
  for (const { port, variable } of ports) {
    if (await portInUse(port)) problems.push(`port ${port} is in use (set ${variable})`);
  }
  if (problems.length > 0) throw new StartGuardError(problems.join('\n'));
}

// ---------------------------------------------------------------------------------------------
// The data folder's lock

export const LOCK_FILE_NAME = 'vrmarket.pid';

/** What the lock file holds: who started, when, and where it answers. */
export interface LockInfo {
  pid: number;
  /** Wall-clock start, ISO 8601. */
  startedAt: string;
  /** The process's start in clock ticks since boot (Linux /proc): tells a reused pid from ours. */
  processStart?: number;
  hostname: string;
  /** The URL that start serves, for the message to a second start. */
  url?: string;
}

export interface DataDirLock {
  file: string;
  info: LockInfo;
  /** Removes the file if it is still ours. Safe to call twice. */
  release(): void;
}

/** Field 22 of /proc/<pid>/stat (starttime), or undefined where there is no /proc. */
export function processStartTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const value = Number(fields[19]);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that wrote `info` still runs. Another host's lock cannot be checked, so it
 * counts as held. A live pid whose start time differs is another process that got the same pid
 * (after a reboot or in a container): stale.
 */
export function lockHolderAlive(info: LockInfo): boolean {
  if (info.hostname !== hostname()) return true;
  if (!Number.isInteger(info.pid) || info.pid <= 0) return false;
  if (!pidAlive(info.pid)) return false;
  if (info.processStart !== undefined) {
    const now = processStartTicks(info.pid);
    if (now !== undefined && now !== info.processStart) return false;
  } else if (info.pid === process.pid) {
    // No start time to compare (not Linux): our own pid in an old file is a reused pid.
    return false;
  }
  return true;
}

function readLock(file: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    if (typeof parsed.pid !== 'number') return undefined;
    return {
      pid: parsed.pid,
      startedAt: String(parsed.startedAt ?? ''),
      hostname: String(parsed.hostname ?? hostname()),
      ...(typeof parsed.processStart === 'number' ? { processStart: parsed.processStart } : {}),
      ...(typeof parsed.url === 'string' ? { url: parsed.url } : {}),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Half-written or garbage (a crash while writing): nobody can be holding it by that file.
    return { pid: 0, startedAt: '', hostname: hostname() };
  }
}

function heldMessage(dataDir: string, file: string, info: LockInfo): string {
  const where = info.url ? `, serving ${info.url}` : '';
  const host = info.hostname !== hostname() ? ` on ${info.hostname}` : '';
  return [
    `the data folder ${dataDir} is in use by another npm start (pid ${info.pid}${host}, started ${info.startedAt}${where}).`,
    'Stop that one first, or give this one its own folder (set DATA_DIR).',
    `If no such process runs, delete ${file}.`,
  ].join('\n');
}

/**
 * Takes the data folder's lock or throws a message naming the holder. A lock whose process is
 * gone is taken over. Created with O_EXCL, so of two starts racing for a free folder one wins.
 */
export function lockDataDir(dataDir: string, details: { url?: string } = {}): DataDirLock {
  const file = join(dataDir, LOCK_FILE_NAME);
  const processStart = processStartTicks(process.pid);
  const info: LockInfo = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    ...(processStart !== undefined ? { processStart } : {}),
    hostname: hostname(),
    ...(details.url ? { url: details.url } : {}),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      if (holder && lockHolderAlive(holder)) throw new StartGuardError(heldMessage(dataDir, file, holder));
      // Stale: its process is gone. Remove it and try again (another start may win the new file).
      rmSync(file, { force: true });
      continue;
    }
    try {
      writeSync(fd, `${JSON.stringify(info, null, 2)}\n`);
    } finally {
      closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      const current = readLock(file);
      if (current && current.pid === info.pid && current.startedAt === info.startedAt)
        rmSync(file, { force: true });
    };
    // Whatever way this process ends (an error, process.exit), the file goes with it.
    process.on('exit', release);
    return { file, info, release };
  }
  const holder = readLock(file);
  throw new StartGuardError(
    holder ? heldMessage(dataDir, file, holder) : `could not take the lock ${file}; try again`,
  );
}

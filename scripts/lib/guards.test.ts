import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertPortsFree,
  LOCK_FILE_NAME,
  type LockInfo,
  lockDataDir,
  processStartTicks,
  StartGuardError,
} from './guards.ts';
import { freePort, repoRoot, tsxBin } from './process.ts';

let dataDir: string;
const servers: Server[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'vrmarket-startguard-'));
});
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server on the port that answers 200 to everything, like an earlier `npm start` still running. */
async function occupy(port: number): Promise<void> {
  const server = createServer((_request, response) => response.end('{"status":"ok"}'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

/** The pid of a process that has just ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** Runs `npm start` (scripts/start.ts) with this environment until it exits, or kills it after 45 s. */
function npmStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsxBin, [join(repoRoot, 'scripts/start.ts')], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // A start that goes on is the bug: stop it (SIGINT, as Ctrl-C) and report what it printed.
    const timer = setTimeout(() => child.kill('SIGINT'), 45_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function ports() {
  return {
    PORT: String(await freePort()),
    IDP_PORT: String(await freePort()),
    CHAIN_PORT: String(await freePort()),
  };
}

describe('npm start', () => {
  it('stops with "port N is in use (set PORT)" when its port is taken, and never says it is running', async () => {
    const env = { ...(await ports()), DATA_DIR: dataDir };
    await occupy(Number(env.PORT));
    const { code, output } = await npmStart(env);
    expect(output).toContain(`port ${env.PORT} is in use (set PORT)`);
    expect(output).not.toContain('running at');
    expect(code).not.toBe(0);
    // Nothing was started: no chain state, no database, and the lock is gone with the process.
    expect(existsSync(join(dataDir, 'anvil-state.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('names the sign-in service and chain ports by their own variables', async () => {
    const env = { ...(await ports()), DATA_DIR: dataDir };
    await occupy(Number(env.IDP_PORT));
    await occupy(Number(env.CHAIN_PORT));
    const { code, output } = await npmStart(env);
    expect(output).toContain(`port ${env.IDP_PORT} is in use (set IDP_PORT)`);
    expect(output).toContain(`port ${env.CHAIN_PORT} is in use (set CHAIN_PORT)`);
    expect(code).not.toBe(0);
  });

  it('refuses a second start on the same data folder, naming the first one', async () => {
    // This test process holds the folder as a running `npm start` does.
    const first = lockDataDir(dataDir, { url: 'http://localhost:3000' });
    try {
      const { code, output } = await npmStart({ ...(await ports()), DATA_DIR: dataDir });
      expect(output).toContain(
        `the data folder ${dataDir} is in use by another npm start (pid ${process.pid}`,
      );
      expect(output).toContain('serving http://localhost:3000');
      expect(output).toContain('set DATA_DIR');
      expect(output).not.toContain('running at');
      expect(code).not.toBe(0);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      // The first start's lock is left alone.
      expect(JSON.parse(readFileSync(first.file, 'utf8')).pid).toBe(process.pid);
    } finally {
      first.release();
    }
  });

  it('takes over a stale lock (its process is gone) and goes on to the next check', async () => {
    const stale: LockInfo = {
      pid: await deadPid(),
      startedAt: '2026-01-01T00:00:00.000Z',
      hostname: hostname(),
    };
    writeFileSync(join(dataDir, LOCK_FILE_NAME), JSON.stringify(stale));
    const env = { ...(await ports()), DATA_DIR: dataDir };
    await occupy(Number(env.PORT));
    const { code, output } = await npmStart(env);
    expect(output).not.toContain('is in use by another npm start');
    expect(output).toContain(`port ${env.PORT} is in use (set PORT)`);
    expect(code).not.toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});

describe('lockDataDir', () => {
  it('writes the pid and start time, refuses a second holder, and frees the folder on release', () => {
    const lock = lockDataDir(dataDir);
    const written = JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')) as LockInfo;
    expect(written.pid).toBe(process.pid);
    expect(Date.parse(written.startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(() => lockDataDir(dataDir)).toThrow(StartGuardError);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('takes over a lock whose pid now belongs to another process (a reused pid)', () => {
    const start = processStartTicks(process.pid);
    if (start === undefined) return; // no /proc: the start time cannot be compared here
    const reused: LockInfo = {
      pid: process.pid,
      startedAt: '2026-01-01T00:00:00.000Z',
      processStart: start - 1,
      hostname: hostname(),
    };
    writeFileSync(join(dataDir, LOCK_FILE_NAME), JSON.stringify(reused));
    const lock = lockDataDir(dataDir);
    expect(lock.info.processStart).toBe(start);
    lock.release();
  });

  it('takes over a half-written lock file', () => {
    writeFileSync(join(dataDir, LOCK_FILE_NAME), '{"pid": 12');
    lockDataDir(dataDir).release();
  });

  it("counts another host's lock as held (it cannot be checked from here)", () => {
    const remote: LockInfo = { pid: 1, startedAt: '2026-01-01T00:00:00.000Z', hostname: `not-${hostname()}` };
    writeFileSync(join(dataDir, LOCK_FILE_NAME), JSON.stringify(remote));
    expect(() => lockDataDir(dataDir)).toThrow(`on not-${hostname()}`);
  });
});

describe('assertPortsFree', () => {
  it('passes on free ports and names every busy one', async () => {
    const [a, b] = [await freePort(), await freePort()];
    await assertPortsFree([
      { port: a, variable: 'PORT' },
      { port: b, variable: 'IDP_PORT' },
    ]);
    await occupy(b);
    await expect(
      assertPortsFree([
        { port: a, variable: 'PORT' },
        { port: b, variable: 'IDP_PORT' },
      ]),
    ).rejects.toThrow(`port ${b} is in use (set IDP_PORT)`);
  });

  it('names a variable that is not a port number', async () => {
    await expect(assertPortsFree([{ port: Number('abc'), variable: 'PORT' }])).rejects.toThrow(
      'PORT must be a port number from 1 to 65535',
    );
  });

  it('refuses the same port given twice', async () => {
    const a = await freePort();
    await expect(
      assertPortsFree([
        { port: a, variable: 'PORT' },
        { port: a, variable: 'CHAIN_PORT' },
      ]),
    ).rejects.toThrow(`CHAIN_PORT and PORT are both ${a}`);
  });
});

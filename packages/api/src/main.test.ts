import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Node itself with tsx's loader, not the tsx CLI: the CLI relays SIGTERM to its child and, when the child's
 * acknowledgement takes over 30 ms (a loaded machine), kills it and exits 143 itself.
 */
function start(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, DATABASE_URL: undefined, ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** Migrating an empty embedded database on a loaded two-core machine can take most of a minute. */
const READY_WITHIN_MS = 80_000;
const START_TEST_TIMEOUT_MS = READY_WITHIN_MS + 20_000;
/** Loading main's imports through tsx on a loaded two-core machine has taken over 30 s. */
const BAD_CONFIG_TIMEOUT_MS = 60_000;

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the api did not become ready');
}

describe('main', () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-main-'));
    // On PostgreSQL, start against a fresh empty database so that main's own migration run is exercised.
    if (process.env.DATABASE_URL) database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'migrates, listens, and exits cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const api = start({
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        DATABASE_URL: database?.url,
      });
      await waitForHealth(port, api.child);
      const categories = await fetch(`http://127.0.0.1:${port}/api/v1/categories`);
      expect(categories.status).toBe(200);
      if (!database) expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    },
    START_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a bad configuration with a message naming the variable',
    async () => {
      const api = start({ PORT: 'abc', DATA_DIR: dataDir });
      expect(await api.exited).toBe(1);
      expect(api.stderr()).toContain('Invalid configuration: PORT must be a number between 1 and 65535');
    },
    BAD_CONFIG_TIMEOUT_MS,
  );

  it(
    'refuses to start with NODE_ENV unset and no secrets of its own, naming each',
    async () => {
      const api = start({
        NODE_ENV: undefined,
        JWT_SECRET: undefined,
        OIDC_CLIENT_SECRET: undefined,
        DATA_DIR: dataDir,
      });
      expect(await api.exited).toBe(1);
      expect(api.stderr()).toContain(
        'Invalid configuration: JWT_SECRET and OIDC_CLIENT_SECRET are required when NODE_ENV=production',
      );
    },
    BAD_CONFIG_TIMEOUT_MS,
  );
});

/** The api as a process of its own (src/main.ts as deployed), probed over IPC (../_probe.ts). */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot } from '../../lib/process.ts';
import type { ProbeFigures } from '../_probe.ts';
import { until } from './servers.ts';

export type ApiProcess = {
  name: string;
  url: string;
  child: ChildProcess;
  probe(message: 'probe:reset'): void;
  read(): Promise<ProbeFigures | undefined>;
  stop(): Promise<void>;
};

/**
 * src/main.ts as deployed (node with tsx's loader), with the probe of scripts/bench/_probe.ts, on
 * a free port, answering /health; `env` on top of the bench defaults. Its output goes to
 * `logDir`/api-<name>.log.
 */
export async function startApiProcess(
  name: string,
  env: Record<string, string>,
  folders: { work: string; logDir: string },
): Promise<ApiProcess> {
  const { work, logDir } = folders;
  const port = await freePort();
  const deadChain = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', join(repoRoot, 'scripts/bench/_probe.ts'), 'packages/api/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        OIDC_CLIENT_SECRET: 'bench-oidc-secret',
        WEB_DIST: '/nonexistent/vrmarket-web-dist',
        // No chain: the indexer waits for one (nothing listens there), off the requests' path.
        CHAIN_RPC_URL: `http://127.0.0.1:${deadChain}`,
        DEPLOYMENTS_FILE: join(work, 'no-deployments.json'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const log = createWriteStream(join(logDir, `api-${name}.log`), { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    if (child.exitCode !== null)
      throw new Error(`api ${name} exited; see ${join(logDir, `api-${name}.log`)}`);
    return fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
  }, 120_000);
  const api: ApiProcess = {
    name,
    url,
    child,
    probe: (message) => child.send(message),
    read: () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), 5000);
        const onMessage = (message: { probe?: ProbeFigures }) => {
          if (!message.probe) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(message.probe);
        };
        child.on('message', onMessage);
        child.send('probe:read');
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return api;
}

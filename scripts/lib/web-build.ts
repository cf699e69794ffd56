import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run } from './process.ts';

const webDir = join(repoRoot, 'packages/web');
export const webDist = join(webDir, 'dist');
/** The e2e runs' build: a folder of its own (see ensureWebBuild). */
export const e2eWebDist = join(repoRoot, '.tmp/e2e-web-dist');

/** Tests sit beside the sources but are not bundled: editing one needs no rebuild. */
const notBundled = /\.test\.tsx?$/;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!notBundled.test(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The web app's sources and the shared rules it bundles: a change in any of them means a rebuild. */
function sourcesMtime(): number {
  const inputs = [
    join(webDir, 'src'),
    join(webDir, 'index.html'),
    join(webDir, 'vite.config.ts'),
    join(webDir, 'vite-plugins'),
    join(webDir, 'vite.ssr.config.ts'),
    join(webDir, 'public'),
    join(repoRoot, 'packages/domain/src'),
    // How it is built: a build made by an earlier recipe (a development one) is not reused.
    join(repoRoot, 'scripts/lib/web-build.ts'),
  ];
  return Math.max(...inputs.filter(existsSync).map(newestMtime));
}

/**
 * Builds the web app into `outDir` unless it is newer than every source, so a second `npm start`
 * is quick. The e2e tests build into a folder of their own: a developer's build of `dist` during
 * a run would otherwise delete the chunks the browser is loading.
 */
export async function ensureWebBuild(log: (line: string) => void, outDir = webDist): Promise<void> {
  const index = join(outDir, 'index.html');
  // The server part (first screens rendered by the api) sits beside it: packages/api/src/http/web-ssr.ts.
  const serverEntry = join(`${outDir}-ssr`, 'entry-server.js');
  const sources = sourcesMtime();
  if (
    existsSync(index) &&
    statSync(index).mtimeMs >= sources &&
    existsSync(serverEntry) &&
    statSync(serverEntry).mtimeMs >= sources
  )
    return;
  log('building the web app…');
  // Another folder (the e2e runs') keeps the chunks of earlier builds: a second run started while
  // one is under way would otherwise delete the chunks that run's browser is still loading.
  const empty = outDir === webDist ? ['--emptyOutDir'] : [];
  // Always the production bundle: a caller's NODE_ENV (vitest sets 'test') would otherwise reach
  // vite and build React's development code, so the e2e tests would not test what is shipped.
  const production = { cwd: webDir, env: { NODE_ENV: 'production' } };
  await run(
    join(repoRoot, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--outDir', outDir, ...empty],
    production,
  );
  await run(
    join(repoRoot, 'node_modules/.bin/vite'),
    ['build', '--config', 'vite.ssr.config.ts', '--logLevel', 'warn', '--outDir', `${outDir}-ssr`],
    production,
  );
}

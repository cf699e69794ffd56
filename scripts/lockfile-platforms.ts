/**
 * The npm registry reachable from our build machines lacks Biome's binaries for other platforms
 * (macOS, Windows, musl, Android). `npm install` then drops them from package-lock.json, and
 * `npm ci` refuses a lock that misses optional dependencies. This puts the entries back — marked
 * optional with their os/cpu, so npm never fetches them on Linux x64 and fetches them from the
 * public registry elsewhere. Run it after any `npm install` that rewrote the lock:
 *   node_modules/.bin/tsx scripts/lockfile-platforms.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/process.ts';

type LockEntry = Record<string, unknown> & {
  version?: string;
  optionalDependencies?: Record<string, string>;
};

const platforms: Record<string, { os: string; cpu: string; libc?: string }> = {
  'cli-android-arm64': { os: 'android', cpu: 'arm64' },
  'cli-android-x64': { os: 'android', cpu: 'x64' },
  'cli-darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'cli-darwin-x64': { os: 'darwin', cpu: 'x64' },
  'cli-linux-arm64': { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  'cli-linux-arm64-musl': { os: 'linux', cpu: 'arm64', libc: 'musl' },
  'cli-linux-x64': { os: 'linux', cpu: 'x64', libc: 'glibc' },
  'cli-linux-x64-musl': { os: 'linux', cpu: 'x64', libc: 'musl' },
  'cli-win32-arm64': { os: 'win32', cpu: 'arm64' },
  'cli-win32-x64': { os: 'win32', cpu: 'x64' },
};

const lockPath = join(repoRoot, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const biome = lock.packages['node_modules/@biomejs/biome'];
if (!biome?.optionalDependencies) throw new Error('@biomejs/biome is not in the lock');

let added = 0;
for (const [name, version] of Object.entries(biome.optionalDependencies)) {
  const key = `node_modules/${name}`;
  const platform = platforms[name.replace('@biomejs/', '')];
  if (lock.packages[key] || !platform) continue;
  lock.packages[key] = {
    version,
    cpu: [platform.cpu],
    dev: true,
    ...(platform.libc ? { libc: [platform.libc] } : {}),
    license: 'MIT OR Apache-2.0',
    optional: true,
    os: [platform.os],
    engines: { node: '>=14.21.3' },
  };
  added++;
}
// npm keeps the packages map sorted by path.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added === 0 ? 'package-lock.json already lists every platform' : `added ${added} platform entries`,
);

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const archNames: Record<string, string> = { x64: 'amd64', arm64: 'arm64' };

/** Path of a Foundry binary shipped by the npm package @foundry-rs/<tool>-<platform>-<arch>. */
export function foundryBinary(tool: 'anvil' | 'forge'): string {
  const pkg = `@foundry-rs/${tool}-${process.platform}-${archNames[process.arch] ?? process.arch}`;
  const exe = process.platform === 'win32' ? `${tool}.exe` : tool;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg, 'bin', exe);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${tool} binary not found: install ${pkg}`);
    dir = parent;
  }
}

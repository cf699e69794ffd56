import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/keys.ts';

let dir: string | undefined;
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

it('generates an RS256 key in memory, different at each start', async () => {
  const [a, b] = await Promise.all([loadSigningKeys(), loadSigningKeys()]);
  expect(a.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
  expect(a.keys[0]!.kid).not.toBe(b.keys[0]!.kid);
});

it('persists the key set in the given directory and reuses it', async () => {
  dir = await mkdtemp(join(tmpdir(), 'idp-keys-'));
  const first = await loadSigningKeys(join(dir, 'nested'));
  const second = await loadSigningKeys(join(dir, 'nested'));
  expect(second).toEqual(first);
  expect((await stat(join(dir, 'nested', 'jwks.json'))).mode & 0o777).toBe(0o600);
});

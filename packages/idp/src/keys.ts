import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JWK } from 'oidc-provider';

/**
 * The RS256 signing key set. Generated in memory at start, or kept in `<dir>/jwks.json` so that
 * tokens stay verifiable across restarts.
 */
export async function loadSigningKeys(dir?: string): Promise<{ keys: JWK[] }> {
  if (!dir) return { keys: [generateRsaJwk()] };
  const file = join(dir, 'jwks.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as { keys: JWK[] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const jwks = { keys: [generateRsaJwk()] };
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(jwks), { mode: 0o600 });
  return jwks;
}

function generateRsaJwk(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

import { type Hex, isHex, verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { Config } from '../../config.ts';

/** How long a signed link message may be used, counted from its issuedAt. */
export const SIWE_MAX_AGE_MS = 10 * 60_000;
/** Clock difference tolerated between the browser and the server. */
const CLOCK_SKEW_MS = 60_000;

export type SiweProblem =
  | 'malformed'
  | 'domain'
  | 'uri'
  | 'chain'
  | 'expired'
  | 'not-yet-valid'
  | 'signature';

export type SiweResult = { ok: true; address: string; nonce: string } | { ok: false; problem: SiweProblem };

/**
 * Checks an EIP-4361 message for this marketplace: domain = PUBLIC_URL's host, uri on PUBLIC_URL's
 * origin, chain = CHAIN_ID, an expiry not passed and at most 10 minutes after issuedAt, and an
 * EOA signature (personal_sign) by the message's address. The nonce is checked by the caller.
 */
export function createSiweVerifier({
  config,
  now = () => Date.now(),
}: {
  config: Pick<Config, 'publicUrl'> & { chain: Pick<Config['chain'], 'chainId'> };
  now?: () => number;
}) {
  const site = new URL(config.publicUrl);
  return {
    expected: { domain: site.host, uri: site.origin, chainId: config.chain.chainId },

    async verify(message: string, signature: string): Promise<SiweResult> {
      const fields = parseSiweMessage(message);
      const { address, domain, uri, chainId, nonce, version, issuedAt, expirationTime, notBefore } = fields;
      if (
        !address ||
        !domain ||
        !uri ||
        !chainId ||
        !nonce ||
        version !== '1' ||
        !issuedAt ||
        !expirationTime
      )
        return { ok: false, problem: 'malformed' };
      if (!isHex(signature)) return { ok: false, problem: 'malformed' };
      if (domain !== site.host) return { ok: false, problem: 'domain' };
      if (!sameOrigin(uri, site.origin)) return { ok: false, problem: 'uri' };
      if (chainId !== config.chain.chainId) return { ok: false, problem: 'chain' };
      const time = now();
      if (expirationTime.getTime() <= time || expirationTime.getTime() - issuedAt.getTime() > SIWE_MAX_AGE_MS)
        return { ok: false, problem: 'expired' };
      if (
        issuedAt.getTime() > time + CLOCK_SKEW_MS ||
        (notBefore && notBefore.getTime() > time + CLOCK_SKEW_MS)
      )
        return { ok: false, problem: 'not-yet-valid' };
      const signed = await verifyMessage({ address, message, signature: signature as Hex }).catch(
        () => false,
      );
      if (!signed) return { ok: false, problem: 'signature' };
      return { ok: true, address: address.toLowerCase(), nonce };
    },
  };
}

function sameOrigin(uri: string, origin: string): boolean {
  try {
    return new URL(uri).origin === origin;
  } catch {
    return false;
  }
}

export type SiweVerifier = ReturnType<typeof createSiweVerifier>;

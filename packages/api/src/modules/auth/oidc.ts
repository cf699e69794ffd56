import * as client from 'openid-client';
import type { Config } from '../../config.ts';

/** What the start of a sign-in leaves in the browser (signed HttpOnly cookie) for its callback. */
export type OidcChecks = { state: string; nonce: string; codeVerifier: string };

/** The identity the provider vouches for, reduced to what an account needs. */
export type OidcIdentity = {
  subject: string;
  username: string | undefined;
  name: string | undefined;
  picture: string | undefined;
  email: string | undefined;
  /** The dev provider's `vrmarket_socials` claim (links and verified flags), when present. */
  socials: Record<string, unknown>;
};

export type OidcClient = ReturnType<typeof createOidcClient>;

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/**
 * OpenID Connect authorization code + PKCE (S256) against OIDC_ISSUER with openid-client.
 * Discovery runs on first use and is retried after a failure, so the api starts even while the
 * provider is still down. Plain-http issuers are allowed outside production only.
 */
export function createOidcClient({ config }: { config: Pick<Config, 'oidc' | 'publicUrl' | 'env'> }) {
  const redirectUri = `${config.publicUrl}${OIDC_CALLBACK_PATH}`;
  const insecure = config.env !== 'production' && config.oidc.issuer.startsWith('http://');
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(config.oidc.issuer),
        config.oidc.clientId,
        undefined,
        client.ClientSecretPost(config.oidc.clientSecret),
        { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    /** The provider's authorization URL and the checks its callback must match. */
    async start(): Promise<{ url: string; checks: OidcChecks }> {
      const oidc = await configuration();
      const checks: OidcChecks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, checks };
    },

    /** Validates the callback (state, PKCE, ID token, nonce) and reads the user's claims. */
    async finish(callbackQuery: string, checks: OidcChecks): Promise<OidcIdentity> {
      const oidc = await configuration();
      const tokens = await client.authorizationCodeGrant(oidc, new URL(`${redirectUri}${callbackQuery}`), {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const subject = tokens.claims()!.sub;
      const info = await client.fetchUserInfo(oidc, tokens.access_token, subject);
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
      const socials = info.vrmarket_socials;
      return {
        subject,
        username: text(info.preferred_username) ?? text(info.nickname),
        name: text(info.name),
        picture: text(info.picture),
        email: text(info.email),
        socials: socials && typeof socials === 'object' ? { ...(socials as Record<string, unknown>) } : {},
      };
    },
  };
}

import Provider, { type ClientMetadata, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { renderLogoutPage, renderMessagePage } from './pages.ts';
import { avatarPath, findUserBySub } from './users.ts';

export interface IdpClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /** How the client authenticates at the token endpoint; defaults to client_secret_basic. */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
}

export interface ProviderOptions {
  issuer: string;
  clients: IdpClient[];
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

const SCOPES = 'openid profile email';

export function createProvider({ issuer, clients, jwks, cookieKeys }: ProviderOptions): Provider {
  const provider = new Provider(issuer, {
    clients: clients.map(toClientMetadata),
    jwks,
    cookies: { keys: cookieKeys },
    scopes: SCOPES.split(' '),
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'picture', 'vrmarket_socials'],
      email: ['email', 'email_verified'],
    },
    // The api may read the profile straight from the ID token instead of calling userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderMessagePage(
            'Signed out',
            'You are signed out of the vrmarket development identity provider.',
          );
        },
      },
    },
    // Own pages instead of the defaults, which load a remote web font.
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage(
        'Sign-in error',
        [out.error, out.error_description].filter(Boolean).join(': '),
      );
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Every configured client is first-party: grant its scopes without a consent screen.
    loadExistingGrant: autoGrant,
    findAccount: (_ctx, sub) => {
      const user = findUserBySub(sub);
      if (!user) return undefined;
      return {
        accountId: user.sub,
        claims: () => ({
          sub: user.sub,
          preferred_username: user.username,
          name: user.fullName,
          picture: new URL(avatarPath(user.username), issuer).href,
          email: user.email,
          email_verified: true,
          vrmarket_socials: user.socials,
        }),
      };
    },
  });
  return provider;
}

function toClientMetadata(client: IdpClient): ClientMetadata {
  return {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: client.tokenEndpointAuthMethod ?? 'client_secret_basic',
  };
}

async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  if (grantId) {
    const existing = await oidc.provider.Grant.find(grantId);
    if (existing) return existing;
  }
  const grant = new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope(SCOPES);
  await grant.save();
  return grant;
}

import { DEMO_PASSWORD, demoUsers, idpEnvironment, startIdp } from './index.ts';

function list(commaSeparated: string): string[] {
  return commaSeparated
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const port = Number(process.env.IDP_PORT ?? 3001);
const environment = idpEnvironment();
const idp = await startIdp({
  environment,
  port,
  host: process.env.IDP_HOST ?? '127.0.0.1',
  issuer: process.env.IDP_ISSUER,
  keysDir: process.env.IDP_KEYS_DIR,
  clients: [
    {
      clientId: process.env.IDP_CLIENT_ID ?? 'vrmarket',
      clientSecret: process.env.IDP_CLIENT_SECRET ?? 'vrmarket-dev-secret',
      redirectUris: list(process.env.IDP_REDIRECT_URIS ?? 'http://localhost:3000/api/auth/oidc/callback'),
      postLogoutRedirectUris: list(process.env.IDP_POST_LOGOUT_REDIRECT_URIS ?? 'http://localhost:3000/'),
    },
  ],
});

console.log(
  `[idp] OpenID provider at ${idp.issuer} (discovery: ${idp.issuer}/.well-known/openid-configuration)`,
);
if (environment === 'development') {
  console.log(`[idp] DEV ONLY demo accounts, password '${DEMO_PASSWORD}' for all:`);
  for (const user of demoUsers)
    console.log(`[idp]   ${user.username.padEnd(9)} ${user.fullName} (${user.role})`);
} else console.log(`[idp] ${environment}: the sign-in page does not show the demo accounts`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[idp] ${signal}: stopping`);
  await idp.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

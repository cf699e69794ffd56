import { cleanup, configure, render } from '@testing-library/react';
import type { Profile } from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { setApiTransport } from '../api/client.ts';
import { queryClient } from '../api/queryClient.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { signIn, signOut } from '../features/session/sessionStore.ts';
import { startI18n } from '../i18n/index.ts';

// `findBy…` waits for what a click or an answer brings (a lazy dialog's code, a query): 1 s, Testing
// Library's default, is shorter than a dynamic import takes on a loaded two-core machine.
configure({ asyncUtilTimeout: 10_000 });

/**
 * An api answer for the requests whose path (after `/api`) starts with `prefix`: a JSON body, or a
 * function that makes the whole Response for each request (a stream).
 */
export type Answer = [prefix: string, status: number, body: unknown];

/**
 * Component tests (`*.test.tsx`, under happy-dom): `ui` rendered inside the app's providers (theme,
 * the app's query client, English texts) at `path` of a memory router, with the api answered from
 * `answers` (unmatched requests get 404). Returns Testing Library's queries and every request asked.
 */
export async function renderInApp(ui: ReactNode, { path = '/', answers = [] as Answer[] } = {}) {
  await startI18n();
  const asked: string[] = [];
  setApiTransport(async (url, init) => {
    const apiPath = url.replace(/^\/api/, '');
    asked.push(`${init.method ?? 'GET'} ${apiPath}`);
    const [, status, body] = answers.find(([prefix]) => apiPath.startsWith(prefix)) ?? ['', 404, {}];
    if (typeof body === 'function') return (body as () => Response)();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const rendered = render(
    <AppProviders mode="light">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...rendered, asked, router };
}

/** A profile as `GET /v1/profile` answers it: alice, with a wallet, not pro. */
export const aliceProfile: Profile = {
  id: 7,
  username: 'alice',
  fullname: 'Alice',
  avatar: null,
  publicKey: '0x00000000000000000000000000000000000000a1',
  isPro: false,
  proType: 1,
  is_admin_market: false,
  is_whitelist_market: true,
  properties: {},
};

/** Signs `profile` in as the app does after OpenID (an unsigned token: only the api checks them). */
export function signInAs(profile: Profile): void {
  const claims = btoa(JSON.stringify({ sub: String(profile.id), iat: 1, exp: 4_102_444_800 }));
  signIn(`e30.${claims.replace(/=+$/, '')}.test`, profile);
}

// Each test starts from nothing rendered, nothing cached and nobody signed in.
afterEach(() => {
  cleanup();
  queryClient.clear();
  signOut();
});

import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/profile` (spec "User profile"). */
export type Profile = {
  id: number;
  username: string;
  fullname: string;
  avatar: string | null;
  /** The linked wallet, lowercased; null until a wallet is linked. */
  publicKey: string | null;
  isPro: boolean;
  proType: number;
  is_admin_market: boolean;
  is_whitelist_market: boolean;
  properties: Record<string, unknown>;
};

/** The login answer of both ways in: `data.access_token` and the user data. */
export interface LoginAnswer {
  data: { access_token: string; expires_in: number; user_data: Profile };
}

export const passwordLogin = (username: string, password: string) =>
  apiFetch<LoginAnswer>('/login', { method: 'POST', json: { username, password } });

/** The one-time code the OpenID callback put in the `/login#code=` fragment. */
export const exchangeLoginCode = (code: string) =>
  apiFetch<LoginAnswer>('/auth/oidc/exchange', { method: 'POST', json: { code } });

export const fetchProfile = (signal?: AbortSignal) => apiFetch<Profile>('/v1/profile', { signal });

/** Starts the OpenID sign-in: the api redirects to the provider. */
export const OIDC_START_URL = '/api/auth/oidc/start';

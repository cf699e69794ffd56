import type { LoginAnswer, Profile } from '@vrmarket/domain';
import { api, apiHref, read } from '../../api/client.ts';

/** `POST /api/login`; `captcha` (a solved altcha payload) once the api has answered CAPTCHA_REQUIRED. */
export const passwordLogin = (username: string, password: string, captcha?: string): Promise<LoginAnswer> =>
  read(
    api.POST('/api/login', {
      body: captcha ? { username, password, captcha } : { username, password },
    }),
  );

/** The one-time code the OpenID callback put in the `/login#code=` fragment. */
export const exchangeLoginCode = (code: string): Promise<LoginAnswer> =>
  read(api.POST('/api/auth/oidc/exchange', { body: { code } }));

export const fetchProfile = (signal?: AbortSignal): Promise<Profile> =>
  read(api.GET('/api/v1/profile', { signal }));

/** Starts the OpenID sign-in: the api redirects to the provider. */
export const OIDC_START_URL = apiHref('/api/auth/oidc/start');

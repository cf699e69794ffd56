import type { ClaimHomeInput, CreateNftAnswer, HomeClaimState, HomeColorAnswer } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

export const fetchHomeClaimState = (signal?: AbortSignal) =>
  apiFetch<HomeClaimState>('/v1/claim-home/is-claimed', { signal });

/** COLOR_EXISTED (ApiError code) when another user has the colour. */
export const checkHomeColor = (color: string) =>
  apiFetch<HomeColorAnswer>('/v1/home-color', { method: 'POST', json: { color } });

export const claimHome = (body: ClaimHomeInput) =>
  apiFetch<CreateNftAnswer>('/v1/claim-home', { method: 'POST', json: body });

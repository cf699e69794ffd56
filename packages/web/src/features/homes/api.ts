import type { ClaimHomeInput, CreateNftAnswer, HomeClaimState, HomeColorAnswer } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

export const fetchHomeClaimState = (signal?: AbortSignal): Promise<HomeClaimState> =>
  read(api.GET('/api/v1/claim-home/is-claimed', { signal }));

/** COLOR_EXISTED (ApiError code) when another user has the colour. */
export const checkHomeColor = (color: string): Promise<HomeColorAnswer> =>
  read(api.POST('/api/v1/home-color', { body: { color } }));

/** An empty title is what the api defaults to (DefaultHome); the generated body type asks for it. */
export const claimHome = (body: ClaimHomeInput): Promise<CreateNftAnswer> =>
  read(api.POST('/api/v1/claim-home', { body: { ...body, title: body.title ?? '' } }));

import type { AppConfig, HeaderLinks, Network } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/configs/app`: the public flags, settings and contract addresses. */
export const fetchAppConfig = (signal?: AbortSignal) => apiFetch<AppConfig>('/v1/configs/app', { signal });

/** `GET /api/v1/configs/network`: the chain wallets switch to, or add on error 4902. */
export const fetchNetwork = (signal?: AbortSignal) => apiFetch<Network>('/v1/configs/network', { signal });

/** `GET /api/v1/configs/links`: external pages of the header, null when the operator set none. */
export const fetchHeaderLinks = (signal?: AbortSignal) =>
  apiFetch<HeaderLinks>('/v1/configs/links', { signal });

import type { AppConfig, HeaderLinks, Network } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/configs/app`: the public flags, settings and contract addresses. */
export const fetchAppConfig = (signal?: AbortSignal): Promise<AppConfig> =>
  read(api.GET('/api/v1/configs/app', { signal }));

/** `GET /api/v1/configs/network`: the chain wallets switch to, or add on error 4902. */
export const fetchNetwork = (signal?: AbortSignal): Promise<Network> =>
  read(api.GET('/api/v1/configs/network', { signal }));

/** `GET /api/v1/configs/links`: external pages of the header, null when the operator set none. */
export const fetchHeaderLinks = (signal?: AbortSignal): Promise<HeaderLinks> =>
  read(api.GET('/api/v1/configs/links', { signal }));

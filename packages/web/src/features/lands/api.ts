import type {
  Land,
  LandCity,
  LandCountry,
  LandProject,
  RecommendToBuyAnswer,
  RecommendToBuyBody,
} from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';
import type { LandListParams } from './landSearch.ts';

/** The vrLand registry calls (spec §7 countries / cities / projects, vrLand list). */
export const fetchLandCountries = (signal?: AbortSignal) =>
  apiFetch<{ data: LandCountry[] }>('/v1/lands/countries', { signal });

export const fetchLandCities = (countryId: number, signal?: AbortSignal) =>
  apiFetch<{ data: LandCity[] }>('/v1/lands/cities', { query: { country_id: countryId }, signal });

export const fetchLandProjects = (cityId: number, signal?: AbortSignal) =>
  apiFetch<{ data: LandProject[] }>('/v1/lands/projects', { query: { city_id: cityId }, signal });

export const fetchLands = (query: LandListParams, signal?: AbortSignal) =>
  apiFetch<{ data: Land[] }>('/v1/lands', { query: { ...query }, signal });

/** The recommend-to-buy notification (spec §7), stored by the api for the land team. */
export const sendRecommendToBuy = (body: RecommendToBuyBody) =>
  apiFetch<RecommendToBuyAnswer>('/v1/lands/recommend-to-buy', { method: 'POST', json: body });

import type {
  Land,
  LandCity,
  LandCountry,
  LandProject,
  RecommendToBuyAnswer,
  RecommendToBuyBody,
} from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';
import type { LandListParams } from './landSearch.ts';

/** The vrLand registry calls: countries, cities, projects, the vrLand list (R-API-14). */
export const fetchLandCountries = (signal?: AbortSignal): Promise<{ data: LandCountry[] }> =>
  read(api.GET('/api/v1/lands/countries', { signal }));

export const fetchLandCities = (countryId: number, signal?: AbortSignal): Promise<{ data: LandCity[] }> =>
  read(api.GET('/api/v1/lands/cities', { params: { query: { country_id: countryId } }, signal }));

export const fetchLandProjects = (cityId: number, signal?: AbortSignal): Promise<{ data: LandProject[] }> =>
  read(api.GET('/api/v1/lands/projects', { params: { query: { city_id: cityId } }, signal }));

export const fetchLands = (query: LandListParams, signal?: AbortSignal): Promise<{ data: Land[] }> =>
  read(api.GET('/api/v1/lands', { params: { query }, signal }));

/** The recommend-to-buy notification (R-API-14), stored by the api for the land team. */
export const sendRecommendToBuy = (body: RecommendToBuyBody): Promise<RecommendToBuyAnswer> =>
  read(api.POST('/api/v1/lands/recommend-to-buy', { body }));

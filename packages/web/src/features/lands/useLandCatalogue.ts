import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Land } from '@vrmarket/domain';
import { apiKey } from '../../api/queryKeys.ts';
import { fetchLandCities, fetchLandCountries, fetchLandProjects, fetchLands } from './api.ts';
import type { LandListParams } from './landSearch.ts';

export const useLandCountries = () =>
  useQuery({
    queryKey: apiKey('/api/v1/lands/countries'),
    queryFn: ({ signal }) => fetchLandCountries(signal).then((answer) => answer.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLandCities = (countryId: number | null) =>
  useQuery({
    queryKey: apiKey('/api/v1/lands/cities', { query: { country_id: countryId ?? undefined } }),
    queryFn: ({ signal }) => fetchLandCities(countryId!, signal).then((answer) => answer.data),
    enabled: countryId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLandProjects = (cityId: number | null) =>
  useQuery({
    queryKey: apiKey('/api/v1/lands/projects', { query: { city_id: cityId ?? undefined } }),
    queryFn: ({ signal }) => fetchLandProjects(cityId!, signal).then((answer) => answer.data),
    enabled: cityId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLandList = (query: LandListParams) =>
  useQuery({
    queryKey: apiKey('/api/v1/lands', { query }),
    queryFn: async ({ signal }): Promise<Land[]> => (await fetchLands(query, signal)).data,
    // The previous answer stays on screen while a new search or sort loads.
    placeholderData: keepPreviousData,
  });

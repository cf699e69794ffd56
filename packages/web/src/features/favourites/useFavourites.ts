import { useQuery } from '@tanstack/react-query';
import type { FavouritesParams } from '@vrmarket/domain';
import { favouritesQuery } from './queries.ts';

export const useFavourites = (params: FavouritesParams) => useQuery(favouritesQuery(params));

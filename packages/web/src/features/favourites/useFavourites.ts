import { useQuery } from '@tanstack/react-query';
import type { FavouritesParams } from '@vrmarket/domain';
import { useViewerKey } from '../session/index.ts';
import { favouritesQuery } from './queries.ts';

export function useFavourites(params: FavouritesParams) {
  const viewer = useViewerKey();
  return useQuery(favouritesQuery(params, viewer));
}

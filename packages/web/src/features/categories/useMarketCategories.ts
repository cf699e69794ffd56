import { useQuery } from '@tanstack/react-query';
import { marketCategoriesQuery } from './queries.ts';

/** Categories flagged as shown on the market, in their order (the api sorts by `order`). */
export const useMarketCategories = () => useQuery(marketCategoriesQuery());

import { queryClient } from '../../api/queryClient.ts';
import { networkQuery } from './queries.ts';

/** The network outside React (wallet set-up, error texts), from the same cache as `useNetwork`. */
export const loadNetwork = () => queryClient.fetchQuery(networkQuery());

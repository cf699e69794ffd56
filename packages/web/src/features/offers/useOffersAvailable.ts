import type { Contracts } from '../chain/index.ts';
import { useAppConfig } from '../config/useAppConfig.ts';

/** Whether this deployment takes offers (an OfferBook in the app config). */
export function useOffersAvailable(): boolean {
  const contracts = useAppConfig().data?.contracts as Contracts | null | undefined;
  return Boolean(contracts?.OfferBook);
}

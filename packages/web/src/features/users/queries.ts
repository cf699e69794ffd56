import { queryOptions } from '@tanstack/react-query';
import { apiLookupKey } from '../../api/queryKeys.ts';
import { lookupUsername, lookupUsernames } from './usernames.ts';

/** A wallet's username changes only when its account is edited: kept for the whole visit. */
const FOR_THE_VISIT = Number.POSITIVE_INFINITY;

/** Usernames of several wallets (lowercased address → username or null); the key is the sorted set, as one batch would send it. */
export const usernamesQuery = (addresses: readonly string[]) => {
  const wallets = [...new Set(addresses.map((a) => a.toLowerCase()))].sort();
  return queryOptions({
    queryKey: apiLookupKey('/api/get-list-users-by-list-wallet-addresses', {
      list_wallet_addresses: wallets.join(','),
    }),
    queryFn: () => lookupUsernames(wallets),
    enabled: wallets.length > 0,
    staleTime: FOR_THE_VISIT,
  });
};

/** The username of one wallet (null when no account has linked it). */
export const usernameQuery = (address: string | null | undefined) =>
  queryOptions({
    queryKey: apiLookupKey('/api/get-user-by-wallet-address', {
      wallet_address: address?.toLowerCase() ?? '',
    }),
    queryFn: () => (address ? lookupUsername(address) : null),
    enabled: Boolean(address),
    staleTime: FOR_THE_VISIT,
  });

import { queryOptions } from '@tanstack/react-query';
import { lookupUsername, lookupUsernames } from './usernames.ts';

/** A wallet's username changes only when its account is edited: kept for the whole visit. */
const FOR_THE_VISIT = Number.POSITIVE_INFINITY;

/** Usernames of several wallets (lowercased address → username or null); the key is the sorted set. */
export const usernamesQuery = (addresses: readonly string[]) => {
  const wallets = [...new Set(addresses.map((a) => a.toLowerCase()))].sort();
  return queryOptions({
    queryKey: ['usernames', wallets] as const,
    queryFn: () => lookupUsernames(wallets),
    enabled: wallets.length > 0,
    staleTime: FOR_THE_VISIT,
  });
};

/** The username of one wallet (null when no account has linked it). */
export const usernameQuery = (address: string | null | undefined) =>
  queryOptions({
    queryKey: ['username', address?.toLowerCase() ?? null] as const,
    queryFn: () => (address ? lookupUsername(address) : null),
    enabled: Boolean(address),
    staleTime: FOR_THE_VISIT,
  });

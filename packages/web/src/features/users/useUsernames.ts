import { useQuery } from '@tanstack/react-query';
import { lookupUsername, lookupUsernames } from './usernames.ts';

/** Usernames of several wallets (lowercased address → username or null), e.g. a sale history. */
export function useUsernames(addresses: readonly string[]) {
  const key = [...new Set(addresses.map((a) => a.toLowerCase()))].sort();
  return useQuery({
    queryKey: ['usernames', key],
    queryFn: () => lookupUsernames(key),
    enabled: key.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The username of one wallet (null when no account has linked it), e.g. the transfer review's 'User not found'. */
export function useUsername(address: string | null | undefined) {
  return useQuery({
    queryKey: ['username', address?.toLowerCase()],
    queryFn: () => lookupUsername(address!),
    enabled: Boolean(address),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { useQuery } from '@tanstack/react-query';
import { usernameQuery, usernamesQuery } from './queries.ts';

/** Usernames of several wallets (lowercased address → username or null), e.g. a sale history. */
export const useUsernames = (addresses: readonly string[]) => useQuery(usernamesQuery(addresses));

/** The username of one wallet, e.g. the transfer review's 'User not found'. */
export const useUsername = (address: string | null | undefined) => useQuery(usernameQuery(address));

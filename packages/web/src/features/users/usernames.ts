import { api, read } from '../../api/client.ts';

/** Known wallet → username answers (null: no account), kept for the whole visit. */
const known = new Map<string, string | null>();
/** Look-ups in flight, so two screens asking together share one request. */
const pending = new Map<string, Promise<void>>();

/** The batch call takes at most this many addresses at once. */
const BATCH = 100;

const isAddress = (value: string) => /^0x[0-9a-f]{40}$/.test(value);

async function fetchBatch(addresses: string[]): Promise<void> {
  const answer = await read(
    api.POST('/api/get-list-users-by-list-wallet-addresses', {
      body: { list_wallet_addresses: addresses.join(',') },
    }),
  );
  for (const address of addresses) known.set(address, answer.list_usernames[address] ?? null);
}

/**
 * Usernames of wallet addresses (lowercased address → username or null), from the spec's batch
 * look-up. Addresses already known, or being asked for, are not asked again.
 */
export async function lookupUsernames(addresses: readonly string[]): Promise<Record<string, string | null>> {
  const wanted = [...new Set(addresses.map((a) => a.toLowerCase()).filter(isAddress))];
  const missing = wanted.filter((a) => !known.has(a) && !pending.has(a));
  for (let start = 0; start < missing.length; start += BATCH) {
    const batch = missing.slice(start, start + BATCH);
    const request = fetchBatch(batch).finally(() => {
      for (const address of batch) pending.delete(address);
    });
    for (const address of batch) pending.set(address, request);
  }
  await Promise.all(wanted.map((a) => pending.get(a)).filter(Boolean));
  return Object.fromEntries(wanted.map((a) => [a, known.get(a) ?? null]));
}

/** One address's username (the spec's single look-up, answered from the same cache). */
export async function lookupUsername(address: string): Promise<string | null> {
  const key = address.toLowerCase();
  if (known.has(key)) return known.get(key) ?? null;
  if (!isAddress(key)) return null;
  const answer = await read(api.POST('/api/get-user-by-wallet-address', { body: { wallet_address: key } }));
  known.set(key, answer.user_name);
  return answer.user_name;
}

/** For tests. */
export const forgetUsernames = () => known.clear();

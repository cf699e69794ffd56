import { type StatusFilterKey, statusFilters } from '@vrmarket/domain';

/**
 * Which status radios each list offers (the spec: "status radios vary by context"). Visitors'
 * lists show the trading states; only the owner's inventory knows unverified and unminted items.
 */
export const statusContexts = {
  marketplace: ['isSelling', 'isRent', 'isRenting', 'isRented', 'inUsed'],
  favourites: ['isSelling', 'isRent', 'inUsed'],
  inventory: ['inUsed', 'isSelling', 'isRent', 'isRenting', 'isRented', 'unVerified', 'notMinted'],
} as const satisfies Record<string, readonly StatusFilterKey[]>;
export type StatusContext = keyof typeof statusContexts;

export const statusFiltersOf = (context: StatusContext) =>
  statusFilters.filter((filter) =>
    (statusContexts[context] as readonly StatusFilterKey[]).includes(filter.key),
  );

/** The one status set in the query (the radios allow a single one), if any. */
export function activeStatus(
  query: Partial<Record<StatusFilterKey, boolean | undefined>>,
): StatusFilterKey | '' {
  return statusFilters.find((filter) => query[filter.key])?.key ?? '';
}

/** The flags that select `status` alone (every other status flag cleared). */
export function statusChange(status: StatusFilterKey | ''): Record<StatusFilterKey, boolean | undefined> {
  const change = {} as Record<StatusFilterKey, boolean | undefined>;
  for (const filter of statusFilters) change[filter.key] = filter.key === status ? true : undefined;
  return change;
}

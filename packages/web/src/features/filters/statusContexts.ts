import { type StatusFilterKey, statusFilters } from '@vrmarket/domain';

/**
 * Which status radios each list offers (the spec: "status radios vary by context"). Visitors'
 * lists show the trading states; only the owner's inventory knows unverified and unminted items.
 */
export const statusContexts = {
  marketplace: ['isSelling', 'onAuction', 'isRent', 'isRenting', 'isRented', 'inUsed'],
  favourites: ['isSelling', 'isRent', 'inUsed'],
  inventory: [
    'inUsed',
    'isSelling',
    'onAuction',
    'isRent',
    'isRenting',
    'isRented',
    'unVerified',
    'notMinted',
  ],
} as const satisfies Record<string, readonly StatusFilterKey[]>;
export type StatusContext = keyof typeof statusContexts;

/**
 * Sale and Rent together (isSelling and isRent both set): the list the spec's heading
 * '{total} vrNFTs for Sale or Rent' names. The api combines status filters with OR.
 */
export const SALE_OR_RENT = 'saleOrRent';
/** What the radios can stand for: one status, Sale and Rent together, or '' for all. */
export type StatusChoice = StatusFilterKey | typeof SALE_OR_RENT | '';

export interface StatusOption {
  key: StatusFilterKey | typeof SALE_OR_RENT;
  /** An i18n key: a spec label from the catalogue, or the web's own text for Sale or Rent. */
  labelKey: (typeof statusFilters)[number]['labelKey'] | 'browse.saleOrRent';
  label: string;
}

const saleOrRent: StatusOption = { key: SALE_OR_RENT, labelKey: 'browse.saleOrRent', label: 'Sale or Rent' };

/** The radios of a context, in the domain's order; 'Sale or Rent' follows Rent where both are offered. */
export function statusFiltersOf(context: StatusContext): StatusOption[] {
  const keys = statusContexts[context] as readonly StatusFilterKey[];
  const options: StatusOption[] = [];
  for (const filter of statusFilters) {
    if (!keys.includes(filter.key)) continue;
    options.push(filter);
    if (filter.key === 'isRent' && keys.includes('isSelling')) options.push(saleOrRent);
  }
  return options;
}

/** The choice the query's status flags make (Sale and Rent together first), if any. */
export function activeStatus(query: Partial<Record<StatusFilterKey, boolean | undefined>>): StatusChoice {
  if (query.isSelling && query.isRent) return SALE_OR_RENT;
  return statusFilters.find((filter) => query[filter.key])?.key ?? '';
}

/** The flags that select `choice` alone (every other status flag cleared). */
export function statusChange(choice: StatusChoice): Record<StatusFilterKey, boolean | undefined> {
  const chosen = (key: StatusFilterKey) =>
    key === choice || (choice === SALE_OR_RENT && (key === 'isSelling' || key === 'isRent'));
  const change = {} as Record<StatusFilterKey, boolean | undefined>;
  for (const filter of statusFilters) change[filter.key] = chosen(filter.key) ? true : undefined;
  return change;
}

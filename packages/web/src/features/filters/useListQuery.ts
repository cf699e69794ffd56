import {
  changeListQuery,
  listQueryToParams,
  type MarketplaceListQuery,
  parseListQuery,
  searchParamsToRecord,
} from '@vrmarket/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListQueryControl {
  query: MarketplaceListQuery;
  /** Applies a change (a new search or category starts again from page 1) and writes it to the URL. */
  change: (change: Partial<MarketplaceListQuery>) => void;
}

function parse(params: URLSearchParams, limit: number | undefined): MarketplaceListQuery {
  const record = searchParamsToRecord(params);
  return parseListQuery(limit !== undefined && record.limit === undefined ? { ...record, limit } : record);
}

/**
 * The list state is the URL: parsed through the domain's lenient schema, written back in its
 * canonical form (defaults left out). `defaults` gives a screen's own page size.
 */
export function useListQuery(defaults: Partial<MarketplaceListQuery> = {}): ListQueryControl {
  const [params, setParams] = useSearchParams();
  const { limit } = defaults;
  const query = useMemo(() => parse(params, limit), [params, limit]);

  const write = useCallback(
    (next: Partial<MarketplaceListQuery>) => {
      const out = listQueryToParams(
        limit !== undefined && next.limit === limit ? { ...next, limit: undefined } : next,
      );
      setParams(out);
    },
    [setParams, limit],
  );

  // From the URL as it is now, not as it was when this render happened: a navigation may still be
  // pending (React Router renders it in a transition), and a change built on the older query would
  // drop the filter just set (a sort, then at once the next page).
  const change = useCallback(
    (delta: Partial<MarketplaceListQuery>) =>
      write(changeListQuery(parse(new URLSearchParams(window.location.search), limit), delta)),
    [write, limit],
  );

  return { query, change };
}

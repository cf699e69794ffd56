import { clampPage } from '@vrmarket/domain';
import { useEffect } from 'react';

/**
 * A page past the last one goes back to page 1 once the list's own total is known (spec).
 * `result` must be the answer for the current query, not a placeholder from the previous one.
 */
export function usePageReset(
  page: number,
  result: { total: number; limit: number } | undefined,
  reset: () => void,
): void {
  const total = result?.total;
  const limit = result?.limit;
  useEffect(() => {
    if (total === undefined || limit === undefined) return;
    if (clampPage(page, total, limit) !== page) reset();
  }, [page, total, limit, reset]);
}

import Box from '@mui/material/Box';
import type { Nft } from '@vrmarket/domain';
import { startTransition, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import type { ViewMode } from '../../components/list/useViewMode.ts';
import { NftCard } from './NftCard.tsx';
import { CardHeadingLevel } from './NftCardParts.tsx';
import { NftCardSkeleton } from './NftCardSkeleton.tsx';
import { NftRow } from './NftRow.tsx';
import { FIRST_ROW_CARDS } from './nftDisplay.ts';

interface NftResultsProps {
  items: Nft[] | undefined;
  loading: boolean;
  view?: ViewMode;
  /** Skeleton cards while the first page loads. */
  skeletons?: number;
  emptyText?: string;
  /** Grid columns at the widest size (4 in a full-width list, 3 next to the filter panel). */
  columns?: 3 | 4;
  /** The level of the list's own heading (ListToolbar's): the card titles are one below. */
  listHeading?: 'h1' | 'h2';
}

/** Cards added per render after the first row, while a list first shows. */
const CARDS_PER_STEP = 2;

const subscribeNever = () => () => {};
/** True on the server and while hydrating its markup. */
const useServerMarkup = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

/**
 * How many cards of `items` are mounted: the first row, then a few more per transition until all
 * are, so a page of cards is several short tasks (each render and commit) instead of one long
 * one; skeletons hold the others' places. Once all have shown, later pages show at once. The
 * server and the hydration of its markup show all.
 */
function useMountedCount(items: Nft[] | undefined): number {
  const serverMarkup = useServerMarkup();
  const [count, setCount] = useState(serverMarkup ? Number.POSITIVE_INFINITY : FIRST_ROW_CARDS);
  const total = items?.length ?? 0;
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setCount((shown) => shown + CARDS_PER_STEP));
  }, [count, total]);
  return count;
}

/**
 * A page of NFTs as cards or rows, skeletons while loading, the spec's empty text when none.
 * The cards render from a deferred copy of `items`: a query result arrives as a synchronous update
 * (react-query's useSyncExternalStore), and rendering a page of cards in it was one long task; the
 * deferred render is a transition that yields to the browser between cards.
 */
export function NftResults({
  items: latest,
  loading,
  view = 'grid',
  skeletons = 8,
  emptyText,
  columns = 4,
  listHeading = 'h1',
}: NftResultsProps) {
  const { t } = useTranslation();
  const items = useDeferredValue(latest);
  const mounted = useMountedCount(items);
  const serverMarkup = useServerMarkup();
  // Busy, with skeletons for a first page, until the deferred render has shown the latest answer;
  // the server's markup is busy until hydrated (its controls do not answer before).
  const busy = serverMarkup || loading || items !== latest || (items !== undefined && mounted < items.length);
  const placeholders = !items && busy;
  if (!placeholders && items?.length === 0) return <EmptyState title={emptyText ?? t('EMPTY_NO_MATCHES')} />;
  const list = view === 'list';
  return (
    <CardHeadingLevel value={listHeading === 'h1' ? 'h2' : 'h3'}>
      <Box
        data-testid="nft-results"
        aria-busy={busy}
        sx={{
          display: 'grid',
          gap: list ? 1.5 : { xs: 1.5, sm: 2.5 },
          gridTemplateColumns: list
            ? '1fr'
            : {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
                lg: `repeat(${columns}, minmax(0, 1fr))`,
              },
          opacity: loading && items ? 0.6 : 1,
          transition: 'opacity 150ms ease',
        }}
      >
        {placeholders
          ? skeletonKeys(skeletons).map((key) => <NftCardSkeleton key={key} view={view} />)
          : items?.map((nft, index) =>
              index >= mounted ? (
                <NftCardSkeleton key={nft.id} view={view} />
              ) : list ? (
                <NftRow key={nft.id} nft={nft} />
              ) : (
                <NftCard key={nft.id} nft={nft} priority={index < FIRST_ROW_CARDS} />
              ),
            )}
      </Box>
    </CardHeadingLevel>
  );
}

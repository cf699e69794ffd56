import Box from '@mui/material/Box';
import type { Nft } from '@vrmarket/domain';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../list/EmptyState.tsx';
import { skeletonKeys } from '../list/skeletonKeys.ts';
import type { ViewMode } from '../list/useViewMode.ts';
import { NftCard } from './NftCard.tsx';
import { NftCardSkeleton } from './NftCardSkeleton.tsx';
import { NftRow } from './NftRow.tsx';

interface NftResultsProps {
  items: Nft[] | undefined;
  loading: boolean;
  view?: ViewMode;
  /** Skeleton cards while the first page loads. */
  skeletons?: number;
  emptyText?: string;
  /** Grid columns at the widest size (4 in a full-width list, 3 next to the filter panel). */
  columns?: 3 | 4;
}

/** The first row at any width (2 to 4 columns): its pictures are the page's likely LCP. */
const PRIORITY_CARDS = 4;

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
}: NftResultsProps) {
  const { t } = useTranslation();
  const items = useDeferredValue(latest);
  // Busy, with skeletons for a first page, until the deferred render has shown the latest answer.
  const busy = loading || items !== latest;
  const placeholders = !items && busy;
  if (!placeholders && items?.length === 0) return <EmptyState title={emptyText ?? t('EMPTY_NO_MATCHES')} />;
  const list = view === 'list';
  return (
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
            list ? (
              <NftRow key={nft.id} nft={nft} />
            ) : (
              <NftCard key={nft.id} nft={nft} priority={index < PRIORITY_CARDS} />
            ),
          )}
    </Box>
  );
}

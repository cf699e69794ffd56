import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { type Profile, routes, withQuery } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { CategoryTabs } from '../categories/CategoryTabs.tsx';
import {
  CollectionCard,
  CollectionCardSkeleton,
  ONE_TO_FOUR_COLUMN_SIZES,
} from '../collections/CollectionCard.tsx';
import { useListQuery } from '../filters/useListQuery.ts';
import { NftResults } from '../nfts/NftResults.tsx';
import { useViewerKey } from '../session/index.ts';
import { PROFILE_TAB_PAGE, profileTabQueries } from './tabQueries.ts';

type TabName = 'nfts' | 'collections' | 'favourites';

/**
 * The category tab bar (spec: on the profile too; the choice is the URL's `category`), then My
 * NFTS / My Collections / My Favorites, each with its count and a first page (skeletons while
 * loading). The header's search narrows them as well.
 */
export function ProfileTabs({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabName>('nfts');
  const { query, change } = useListQuery();
  const category = Number(query.category);
  const chosen = Number.isInteger(category) && category > 0 ? category : undefined;
  const viewer = useViewerKey();
  const queries = profileTabQueries(profile, viewer, { category: chosen, search: query.search });
  // 'View more' opens the whole list with the same category.
  const more = { category: chosen, search: query.search };
  const nfts = useQuery(queries.nfts);
  const collections = useQuery(queries.collections);
  const favourites = useQuery(queries.favourites);

  const label = (text: string, total: number | undefined, loading: boolean) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {text}
      {loading ? (
        <Skeleton variant="rounded" width={24} height={20} />
      ) : (
        <Box
          component="span"
          sx={{ px: 1, borderRadius: 99, bgcolor: 'action.selected', fontSize: '0.8rem' }}
        >
          {total ?? 0}
        </Box>
      )}
    </Box>
  );
  const noWallet = profile.publicKey === null;

  return (
    <Box sx={{ mt: { xs: 4, md: 6 } }}>
      <Box sx={{ mb: 2 }}>
        <CategoryTabs value={query.category} onChange={(next) => change({ category: next })} />
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setTab(value)}
        aria-label={t('account.tabsLabel')}
        variant="scrollable"
        scrollButtons={false}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        <Tab value="nfts" label={label(t('PROFILE_MY_NFTS'), nfts.data?.total, nfts.isLoading)} />
        <Tab
          value="collections"
          label={label(t('PROFILE_MY_COLLECTIONS'), collections.data?.total, collections.isLoading)}
        />
        <Tab
          value="favourites"
          label={label(t('PROFILE_MY_FAVORITES'), favourites.data?.total, favourites.isLoading)}
        />
      </Tabs>

      {tab === 'nfts' &&
        (noWallet ? (
          <EmptyState title={t('NO_WALLETS_LINKED')} />
        ) : (
          <>
            <NftResults items={nfts.data?.results} loading={nfts.isLoading} emptyText={t('EMPTY_NO_ITEM')} />
            <MoreLink total={nfts.data?.total} to={routes.inventory(more)} />
          </>
        ))}
      {tab === 'collections' &&
        (noWallet ? (
          <EmptyState title={t('NO_WALLETS_LINKED')} />
        ) : (
          <CollectionGrid
            loading={collections.isLoading}
            items={collections.data?.results}
            total={collections.data?.total}
          />
        ))}
      {tab === 'favourites' && (
        <>
          <NftResults
            items={favourites.data?.data.map((entry) => entry.nft)}
            loading={favourites.isLoading}
            emptyText={t('EMPTY_NO_ITEM')}
          />
          <MoreLink total={favourites.data?.total} to={withQuery(routes.favoriteList(), more)} />
        </>
      )}
    </Box>
  );
}

function CollectionGrid({
  loading,
  items,
  total,
}: {
  loading: boolean;
  items: Parameters<typeof CollectionCard>[0]['collection'][] | undefined;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  if (!loading && items?.length === 0) return <EmptyState title={t('EMPTY_NO_COLLECTIONS')} />;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2.5 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {loading
          ? skeletonKeys(4).map((key) => <CollectionCardSkeleton key={key} />)
          : items?.map((collection) => (
              <CollectionCard key={collection.id} collection={collection} sizes={ONE_TO_FOUR_COLUMN_SIZES} />
            ))}
      </Box>
      <MoreLink total={total} to={routes.collections()} />
    </>
  );
}

function MoreLink({ total, to }: { total: number | undefined; to: string }) {
  const { t } = useTranslation();
  if (!total || total <= PROFILE_TAB_PAGE) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button component={Link} to={to} variant="outlined">
        {t('VIEW_MORE')}
      </Button>
    </Box>
  );
}

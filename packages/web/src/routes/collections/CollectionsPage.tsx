import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { type CollectionPage, PAGE_SIZE } from '@vrmarket/domain';
import { lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { OnceOpened } from '../../components/dialogs/OnceOpened.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import {
  CollectionCard,
  CollectionCardSkeleton,
  ONE_TO_FOUR_COLUMN_SIZES,
} from '../../features/collections/CollectionCard.tsx';
import { CreateCollectionDialog } from '../../features/collections/CreateCollectionDialog.tsx';
import { mayCreateCollection } from '../../features/collections/createCollectionGate.ts';
import { collectionListQuery } from '../../features/collections/queries.ts';
import { myCollectionsQuery } from '../../features/collections/writeQueries.ts';
import { FIRST_ROW_CARDS } from '../../features/nfts/nftDisplay.ts';
import { useProfile } from '../../features/session/useProfile.ts';
import { openWalletDialog } from '../../features/wallet/walletStore.ts';

// Opened by 'New Collection' only when the account may not create: loaded then.
const NoticeDialog = lazy(() =>
  import('../../components/dialogs/NoticeDialog.tsx').then((m) => ({ default: m.NoticeDialog })),
);

type TabName = 'mine' | 'explore';
const LIMIT = PAGE_SIZE.collections;

/** Route state with which the header's 'Create Collections' opens the Create Collection dialog. */
export type CollectionsPageState = { createCollection?: boolean };

/**
 * `/collections`: 'MY COLLECTIONS' (the linked wallet's) and 'EXPLORE COLLECTIONS' (everyone's),
 * 8 a page, with 'New Collection'. Cards open the collection detail for wallet users, else the
 * public collection explore.
 */
export function CollectionsPage() {
  const { t } = useTranslation();
  const { profile, isLoading: profileLoading } = useProfile();
  const wallet = profile?.publicKey ?? null;
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'explore' ? 'explore' : 'mine';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [creating, setCreating] = useState(false);
  const [levelNotice, setLevelNotice] = useState(false);

  const mine = useQuery({
    ...myCollectionsQuery({ creatorAddress: wallet ?? '', page, limit: LIMIT }),
    enabled: tab === 'mine' && !!wallet,
  });
  const explore = useQuery({ ...collectionListQuery({ page, limit: LIMIT }), enabled: tab === 'explore' });
  const list = tab === 'mine' ? mine : explore;

  // A collection is listed and controlled by its creator's wallet: no wallet, no collection.
  const openForm = useCallback(() => {
    if (wallet) setCreating(true);
    else openWalletDialog({ name: 'connect' });
  }, [wallet]);
  // 'New Collection' holds the create-collection flag rule, as the header's button does.
  const newCollection = async () => {
    if (await mayCreateCollection()) openForm();
    else setLevelNotice(true);
  };
  // The header's button checked the rule before sending its request here.
  useCreateRequest(openForm, !profileLoading);

  return (
    <PageContainer>
      <title>{`${t(tab === 'mine' ? 'MY_COLLECTIONS' : 'EXPLORE_COLLECTIONS')} · vrmarket`}</title>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setParams(value === 'explore' ? { tab: value } : {})}
          variant="scrollable"
          scrollButtons={false}
          sx={{
            flex: '1 1 auto',
            '& .MuiTab-root': { fontWeight: 800, fontSize: { xs: '0.9rem', sm: '1.05rem' } },
          }}
        >
          <Tab value="mine" label={t('MY_COLLECTIONS')} />
          <Tab value="explore" label={t('EXPLORE_COLLECTIONS')} />
        </Tabs>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => void newCollection()}>
          {t('NEW_COLLECTION')}
        </Button>
      </Box>
      <CollectionResults data={tab === 'mine' && !wallet ? emptyPage : list.data} loading={list.isLoading} />
      <Box sx={{ mt: 4 }}>
        <ListPagination
          page={page}
          total={list.data?.total ?? 0}
          limit={LIMIT}
          onChange={(next) => setParams({ ...(tab === 'explore' ? { tab } : {}), page: String(next) })}
        />
      </Box>
      <CreateCollectionDialog open={creating} onClose={() => setCreating(false)} />
      <OnceOpened open={levelNotice}>
        <NoticeDialog
          open={levelNotice}
          title={t('NEW_COLLECTION')}
          message={t('ACCOUNT_LEVEL_REQUIRED')}
          onClose={() => setLevelNotice(false)}
        />
      </OnceOpened>
    </PageContainer>
  );
}

const emptyPage: CollectionPage = { results: [], total: 0, page: 1, limit: LIMIT };

/** The header's 'Create Collections' arrives as route state: handled once, then dropped from history. */
function useCreateRequest(onRequest: () => void, ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as CollectionsPageState | null)?.createCollection === true;
  useEffect(() => {
    if (!requested || !ready) return;
    onRequest();
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [requested, ready, onRequest, navigate, location.pathname, location.search]);
}

function CollectionResults({ data, loading }: { data: CollectionPage | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (data?.results.length === 0) return <EmptyState title={t('EMPTY_NO_COLLECTIONS')} />;
  return (
    <Box
      data-testid="collection-list"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2.5 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {loading || !data
        ? skeletonKeys(LIMIT).map((key) => <CollectionCardSkeleton key={key} />)
        : data.results.map((collection, index) => (
            <CollectionCard
              key={collection.id}
              collection={collection}
              sizes={ONE_TO_FOUR_COLUMN_SIZES}
              priority={index < FIRST_ROW_CARDS}
            />
          ))}
    </Box>
  );
}

import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { type Collection, isCollectionCreator } from '@vrmarket/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OnceOpened } from '../../components/dialogs/OnceOpened.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CollectionHeader } from '../../features/collections/CollectionHeader.tsx';
import { CollectionStatsStrip } from '../../features/collections/CollectionStatsStrip.tsx';
import { useCollection } from '../../features/collections/useCollection.ts';
import { CollectionPriceHistoryCard } from '../../features/price-history/PriceHistoryCards.tsx';
import { useProfile } from '../../features/session/useProfile.ts';
import { CollectionItems } from './CollectionItems.tsx';

// The creator's dialogs load when first pointed at or focused: every other visitor of the page never
// needs their code (the form, the upload fields, the NFT picker).
const loadEditDialog = () => import('../../features/collections/EditCollectionDialog.tsx');
const loadAddDialog = () => import('../../features/collections/AddNftsDialog.tsx');
const EditCollectionDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.EditCollectionDialog })));
const AddNftsDialog = lazy(() => loadAddDialog().then((m) => ({ default: m.AddNftsDialog })));
// The Activity tab's table loads when the tab is first shown (or pointed at): the Items tab, where
// every visit starts, never needs it.
const loadActivity = () => import('./CollectionActivity.tsx');
const CollectionActivity = lazy(() => loadActivity().then((m) => ({ default: m.CollectionActivity })));
const warmUpActivity = () => void loadActivity().catch(() => undefined);

/**
 * `/collections/detail?collectionId=`: the collection with its NFTs. Its creator (wallet equal to
 * the creator address) also gets the edit pencil, 'Add NFTs' and select-and-remove. Stats under the
 * header; tabs Items and Activity (`&tab=activity`).
 */
export function CollectionDetailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const collectionId = params.get('collectionId') ?? '';
  const tab = params.get('tab') === 'activity' ? 'activity' : 'items';
  const collection = useCollection(collectionId);
  const { profile } = useProfile();
  if (!/^\d+$/.test(collectionId) || collection.isError)
    return (
      <PageContainer>
        <EmptyState title={t('EMPTY_NO_COLLECTIONS')} />
      </PageContainer>
    );
  const wallet = profile?.publicKey ?? null;
  const creatorWallet = collection.data && isCollectionCreator(collection.data, wallet) ? wallet : null;
  return (
    <PageContainer>
      {collection.data && <title>{`${collection.data.collectionName || t('UNKNOWN')} · vrmarket`}</title>}
      <CollectionHeader
        collection={collection.data}
        actions={collection.data && creatorWallet && <EditButton collection={collection.data} />}
      />
      <CollectionStatsStrip stats={collection.data?.stats} totalItems={collection.data?.totalItems} />
      {collection.data && <CollectionPriceHistoryCard collectionId={collection.data.id} />}
      <Tabs
        value={tab}
        onChange={(_event, value: string) =>
          setParams(value === 'activity' ? { collectionId, tab: value } : { collectionId })
        }
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="items" label={t('collections.tab_items')} />
        <Tab
          value="activity"
          label={t('collections.tab_activity')}
          onPointerEnter={warmUpActivity}
          onFocus={warmUpActivity}
        />
      </Tabs>
      {tab === 'activity' ? (
        <Suspense fallback={null}>
          <CollectionActivity collectionId={Number(collectionId)} wallet={wallet} />
        </Suspense>
      ) : (
        <CollectionItems
          collectionId={Number(collectionId)}
          creator={
            collection.data && creatorWallet ? { collection: collection.data, wallet: creatorWallet } : null
          }
          addButton={
            collection.data &&
            creatorWallet && <AddNftsButton collection={collection.data} wallet={creatorWallet} />
          }
        />
      )}
    </PageContainer>
  );
}

/**
 * One of the creator's icon buttons with the dialog it opens: the dialog's code starts loading when
 * the button is pointed at or focused, and the dialog is rendered from its first opening on.
 */
function DialogIconButton({
  tooltip,
  label,
  icon,
  load,
  bordered = false,
  dialog,
}: {
  tooltip: string;
  label: string;
  icon: ReactNode;
  load: () => Promise<unknown>;
  bordered?: boolean;
  dialog: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // A failed early load is left to the click's own (lazy), which shows it.
  const warmUp = () => void load().catch(() => undefined);
  return (
    <>
      <Tooltip title={tooltip}>
        <IconButton
          aria-label={label}
          onClick={() => setOpen(true)}
          onPointerEnter={warmUp}
          onFocus={warmUp}
          color="primary"
          sx={bordered ? { border: 1, borderColor: 'divider' } : undefined}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <OnceOpened open={open}>{dialog(open, () => setOpen(false))}</OnceOpened>
    </>
  );
}

function EditButton({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  return (
    <DialogIconButton
      tooltip={t('EDIT_COLLECTION')}
      label={t('EDIT_COLLECTION')}
      icon={<EditRounded />}
      load={loadEditDialog}
      dialog={(open, close) => <EditCollectionDialog collection={collection} open={open} onClose={close} />}
    />
  );
}

function AddNftsButton({ collection, wallet }: { collection: Collection; wallet: string }) {
  const { t } = useTranslation();
  return (
    <DialogIconButton
      tooltip={t('ADD_TO_COLLECTION')}
      label={t('collections.addNfts')}
      icon={<AddRounded />}
      load={loadAddDialog}
      bordered
      dialog={(open, close) => (
        <AddNftsDialog collection={collection} ownerAddress={wallet} open={open} onClose={close} />
      )}
    />
  );
}

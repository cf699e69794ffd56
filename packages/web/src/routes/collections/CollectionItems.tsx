import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Collection, type Nft, PAGE_SIZE } from '@vrmarket/domain';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast.ts';
import { OnceOpened } from '../../components/dialogs/OnceOpened.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { refOf, SelectableNftGrid, toggled } from '../../features/collections/SelectableNftGrid.tsx';
import { changeCollectionNfts } from '../../features/collections/writeApi.ts';
import { afterCollectionChange } from '../../features/collections/writeQueries.ts';
import { NftResults } from '../../features/nfts/NftResults.tsx';
import { useNftList } from '../../features/nfts/useNftList.ts';

const LIMIT = PAGE_SIZE.collections;

// Only the creator, after picking NFTs to remove, ever sees the confirmation: its code loads then.
const ConfirmDialog = lazy(() =>
  import('../../components/dialogs/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * The collection's NFTs, 8 a page. For its creator: 'Add NFTs', and a select mode in which the
 * picked NFTs are removed from the collection after a confirmation.
 */
export function CollectionItems({
  collectionId,
  creator,
  addButton,
}: {
  collectionId: number;
  creator: { collection: Collection; wallet: string } | null;
  addButton?: ReactNode;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<string, Nft>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const list = useNftList({ collectionId, page, limit: LIMIT });
  const refs = [...selected.values()].flatMap((nft) => refOf(nft) ?? []);
  const remove = useMutation({
    mutationFn: () => changeCollectionNfts(collectionId, { type: 'REMOVE', nfts: refs }),
    onSuccess: async (collection) => {
      setSelected(new Map());
      setSelecting(false);
      toast(t('REMOVE_FROM_COLLECTION_SUCCESS'), 'success');
      await afterCollectionChange(client, collection);
    },
    onError: () => toast(t('SOMETHING_WRONG_TRY_LATER'), 'error'),
  });
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Map());
  };

  return (
    <Box component="section" aria-labelledby="collection-nfts">
      <ListToolbar headingLevel="h2" title={<span id="collection-nfts">{t('browse.collectionNfts')}</span>}>
        {creator && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {addButton}
            {selecting ? (
              <>
                <Button
                  variant="outlined"
                  color="inherit"
                  onClick={stopSelecting}
                  disabled={remove.isPending}
                >
                  {t('CANCEL')}
                </Button>
                <Button
                  variant="contained"
                  color="error"
                  disabled={refs.length === 0 || remove.isPending}
                  onClick={() => setConfirming(true)}
                >
                  {t('collections.remove', { count: refs.length })}
                </Button>
              </>
            ) : (
              <Button
                variant="outlined"
                onClick={() => setSelecting(true)}
                disabled={(list.data?.total ?? 0) === 0}
              >
                {t('collections.select')}
              </Button>
            )}
          </Box>
        )}
      </ListToolbar>
      {selecting ? (
        <SelectableNftGrid
          items={list.data?.results}
          loading={list.isFetching}
          selected={selected}
          onToggle={(nft) => setSelected((current) => toggled(current, nft))}
        />
      ) : (
        <NftResults items={list.data?.results} loading={list.isFetching} emptyText={t('EMPTY_NO_ITEM')} />
      )}
      <Box sx={{ mt: 4 }}>
        <ListPagination page={page} total={list.data?.total ?? 0} limit={LIMIT} onChange={setPage} />
      </Box>
      <OnceOpened open={confirming}>
        <ConfirmDialog
          open={confirming}
          title={t('collections.removeTitle')}
          message={t('CONFIRM_REMOVE_FROM_COLLECTION')}
          destructive
          onConfirm={() => {
            setConfirming(false);
            remove.mutate();
          }}
          onClose={() => setConfirming(false)}
        />
      </OnceOpened>
    </Box>
  );
}

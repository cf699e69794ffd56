import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '@vrmarket/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/index.ts';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { useMarketCategories } from '../categories/useMarketCategories.ts';
import { NotificationDialog } from './NotificationDialog.tsx';
import { type NftRef, refOf, SelectableNftGrid } from './SelectableNftGrid.tsx';
import { PICKER_PAGE_SIZE, useNftPicker } from './useNftPicker.ts';
import { changeCollectionNfts } from './writeApi.ts';
import { afterCollectionChange } from './writeQueries.ts';

/** 'My NFTs': the creator picks their own NFTs that are in no collection yet and adds them. */
export function AddNftsDialog({
  collection,
  ownerAddress,
  open,
  onClose,
}: {
  collection: Collection;
  ownerAddress: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [added, setAdded] = useState(false);
  return (
    <>
      {open && (
        <Picker
          collection={collection}
          ownerAddress={ownerAddress}
          onClose={onClose}
          onAdded={(updated) => {
            onClose();
            setAdded(true);
            void afterCollectionChange(client, updated);
          }}
        />
      )}
      <NotificationDialog
        open={added}
        message={t('ADD_TO_COLLECTION_SUCCESS')}
        onClose={() => setAdded(false)}
      />
    </>
  );
}

function Picker({
  collection,
  ownerAddress,
  onClose,
  onAdded,
}: {
  collection: Collection;
  ownerAddress: string;
  onClose: () => void;
  onAdded: (collection: Collection) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const picker = useNftPicker(ownerAddress);
  const categories = useMarketCategories();
  const [confirming, setConfirming] = useState(false);
  const add = useMutation({
    mutationFn: (nfts: NftRef[]) => changeCollectionNfts(collection.id, { type: 'ADD', nfts }),
    onSuccess: onAdded,
  });
  const refs = [...picker.selected.values()].flatMap((nft) => refOf(nft) ?? []);
  const items = picker.list.data?.results;

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      data-testid="add-nfts-dialog"
    >
      <DialogTitle id={titleId}>{t('MY_NFTS')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {add.isError && <Alert severity="error">{t('ADD_TO_COLLECTION_FAILED')}</Alert>}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            value={picker.text}
            onChange={(event) => picker.setText(event.target.value)}
            placeholder={t('SEARCH_BY_NAME_OR_ATTRIBUTE')}
            sx={{ flex: '1 1 240px' }}
            slotProps={{
              htmlInput: { 'aria-label': t('SEARCH_BY_NAME_OR_ATTRIBUTE') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            size="small"
            label={t('CATEGORIES')}
            value={picker.categoryId}
            onChange={(event) =>
              picker.setCategory(event.target.value === '' ? '' : Number(event.target.value))
            }
            sx={{ flex: '0 1 220px' }}
          >
            <MenuItem value="">{t('collections.allCategories')}</MenuItem>
            {categories.data?.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.title}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {items?.length === 0 ? (
          <EmptyState title={t('EMPTY_NO_ITEM')} />
        ) : (
          <SelectableNftGrid
            items={items}
            loading={picker.list.isFetching}
            selected={picker.selected}
            onToggle={picker.toggle}
          />
        )}
        <ListPagination
          page={picker.page}
          total={picker.list.data?.total ?? 0}
          limit={PICKER_PAGE_SIZE}
          onChange={picker.setPage}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={add.isPending}>
          {t('CANCEL')}
        </Button>
        <Button
          variant="contained"
          disabled={refs.length === 0 || add.isPending}
          startIcon={add.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => setConfirming(true)}
        >
          {t('ADD_TO_COLLECTION')}
          {refs.length > 0 && ` (${refs.length})`}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('ADD_TO_COLLECTION')}
        message={t('CONFIRM_ADD_TO_COLLECTION')}
        onConfirm={() => {
          setConfirming(false);
          add.mutate(refs);
        }}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}

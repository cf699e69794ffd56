import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { countryOf, type Nft, nftTitle, PAGE_SIZE } from '@vrmarket/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { NftMedia } from '../nfts/NftMedia.tsx';
import { nftCode, nftImage } from '../nfts/nftDisplay.ts';
import type { OwnerActionDialogProps } from './dialogProps.ts';
import { swapNft } from './swap.ts';
import { swapPartnersQuery } from './swapApi.ts';
import { TradeDialog } from './TradeDialog.tsx';
import { useTrade } from './useTrade.ts';

/** The picker waits this long after typing before it searches. */
const SEARCH_DELAY_MS = 400;
const GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
} as const;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** One NFT of the picker: picture, name, code and country; a chosen one has a ring and a tick. */
function NftTile({ nft, selected, onSelect }: { nft: Nft; selected?: boolean; onSelect?: () => void }) {
  const country = countryOf(nft);
  const content = (
    <Stack spacing={0.75} sx={{ width: '100%', textAlign: 'left' }}>
      <Box sx={{ position: 'relative' }}>
        <NftMedia src={nftImage(nft)} alt={nftTitle(nft)} radius="10px" />
        {selected && (
          <CheckCircleRounded
            color="primary"
            sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'background.paper', borderRadius: '50%' }}
          />
        )}
      </Box>
      <Typography variant="body2" noWrap sx={{ fontWeight: 700 }} title={nftTitle(nft)}>
        {nftTitle(nft)}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {nftCode(nft)}
      </Typography>
      {country && (
        <Typography variant="caption" color="text.secondary" noWrap sx={{ mt: '0 !important' }}>
          {country}
        </Typography>
      )}
    </Stack>
  );
  const frame = {
    p: 1,
    borderRadius: '14px',
    border: 2,
    borderColor: selected ? 'primary.main' : 'divider',
    bgcolor: selected ? 'action.selected' : 'transparent',
    alignItems: 'stretch',
  } as const;
  if (!onSelect) return <Box sx={frame}>{content}</Box>;
  return (
    <ButtonBase
      focusRipple
      onClick={onSelect}
      aria-pressed={selected}
      data-testid="swap-candidate"
      data-token-id={nft.tokenId ?? ''}
      sx={{ ...frame, '&:hover': { borderColor: 'primary.light' } }}
    >
      {content}
    </ButtonBase>
  );
}

/** The 'SELECT NFTS' picker: search by name or attribute, a paged grid, skeleton tiles while loading. */
function SwapPicker({
  nft,
  chosen,
  onChoose,
}: {
  nft: Nft;
  chosen: Nft | null;
  onChoose: (nft: Nft) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const keyword = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const params = { page, limit: PAGE_SIZE.itemPickerSkeleton, keyword: keyword || undefined };
  const list = useQuery(swapPartnersQuery(nft, params));
  const loading = list.isPending || (list.isFetching && list.isPlaceholderData);
  return (
    <Stack spacing={1.5}>
      <Typography variant="overline" sx={{ fontWeight: 800, letterSpacing: 1.2, lineHeight: 1.5 }}>
        {t('SELECT_NFTS')}
      </Typography>
      <TextField
        size="small"
        value={search}
        placeholder={t('SEARCH_BY_NAME_OR_ATTRIBUTE')}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': t('SEARCH_BY_NAME_OR_ATTRIBUTE'), 'data-testid': 'swap-search' },
        }}
      />
      {loading ? (
        <Stack spacing={1} role="status" aria-busy="true">
          <Typography variant="body2" color="text.secondary">
            {t('LOADING')}
          </Typography>
          <Box sx={GRID}>
            {skeletonKeys(PAGE_SIZE.itemPickerSkeleton).map((key) => (
              <Stack key={key} spacing={0.75} sx={{ p: 1 }}>
                <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
                <Skeleton variant="text" width="80%" />
                <Skeleton variant="text" width="50%" />
              </Stack>
            ))}
          </Box>
        </Stack>
      ) : list.isError ? (
        <Alert severity="error">{t('SOMETHING_WRONG_TRY_LATER')}</Alert>
      ) : list.data.results.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('EMPTY_NO_ITEM')}
        </Typography>
      ) : (
        <Box sx={GRID} data-testid="swap-candidates">
          {list.data.results.map((candidate) => (
            <NftTile
              key={candidate.id}
              nft={candidate}
              selected={candidate.id === chosen?.id}
              onSelect={() => onChoose(candidate)}
            />
          ))}
        </Box>
      )}
      {list.data && (
        <Stack sx={{ alignItems: 'center' }}>
          <ListPagination page={page} total={list.data.total} limit={list.data.limit} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Swap (spec "Swap"): pick the NFT to receive from the SwapDesk's pool, confirm; then the swap key
 * when check-status asks for one, the transfer to the desk (which sends the chosen NFT back in the
 * same transaction), record.
 */
export function SwapDialog({ nft, title, open, onClose }: OwnerActionDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<{ stage: 0 | 1; wanted: Nft | null }>({ stage: 0, wanted: null });
  const trade = useTrade(nft, 'SWAP_SUCCESS', () => {
    // Both NFTs changed hands: every list that shows them is stale.
    void queryClient.invalidateQueries();
    onClose();
  });
  const { wanted } = form;
  return (
    <TradeDialog
      open={open}
      title={t(title)}
      stage={{ n: form.stage + 1, total: 2 }}
      maxWidth={form.stage === 0 ? 'md' : 'xs'}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      onBack={form.stage === 1 ? () => setForm((f) => ({ ...f, stage: 0 })) : undefined}
      primary={
        form.stage === 0 || !wanted
          ? { label: t('NEXT'), onClick: () => setForm((f) => ({ ...f, stage: 1 })), disabled: !wanted }
          : { label: t('CONFIRM'), onClick: () => trade.start((chain) => swapNft(chain, { nft, wanted })) }
      }
    >
      {form.stage === 0 || !wanted ? (
        <SwapPicker
          nft={nft}
          chosen={wanted}
          onChoose={(choice) => setForm((f) => ({ ...f, wanted: choice }))}
        />
      ) : (
        <>
          <Typography>{t('trading.swap.review')}</Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid="swap-review">
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {t('trading.swap.give')}
              </Typography>
              <NftTile nft={nft} />
            </Stack>
            <SwapHorizRounded color="primary" sx={{ fontSize: 32 }} />
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {t('trading.swap.receive')}
              </Typography>
              <NftTile nft={wanted} />
            </Stack>
          </Stack>
          {(trade.state.phase === 'idle' || trade.state.phase === 'failed') && (
            <Alert severity="info">{t('trading.swap.howItWorks')}</Alert>
          )}
        </>
      )}
    </TradeDialog>
  );
}

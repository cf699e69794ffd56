import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type Offer, OfferState, PAGE_SIZE } from '@vrmarket/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { useMyOffers } from '../../features/offers/api.ts';
import { CancelAllOffersDialog } from '../../features/offers/dialogs.tsx';
import { OfferRowActions } from '../../features/offers/OfferButtons.tsx';
import { OffersTable } from '../../features/offers/OffersTable.tsx';
import { MADE_STATES } from '../../features/offers/offer.ts';
import { useOffersAvailable } from '../../features/offers/useOffersAvailable.ts';
import { useSessionWallet } from '../../features/session/useSession.ts';
import { useRequireWallet } from '../../features/wallet/index.ts';

type Side = 'made' | 'received';
type MadeState = (typeof MADE_STATES)[number];

const stateOf = (value: string | null): MadeState =>
  (MADE_STATES as readonly string[]).includes(value ?? '') ? (value as MadeState) : OfferState.ACTIVE;

/** A received offer's button: Accept an NFT offer here; a collection offer is accepted from the NFT's detail. */
function receivedActions(offer: Offer, wallet: string | null) {
  return <OfferRowActions offer={offer} nft={offer.nft} owner={offer.nft ? wallet : null} />;
}

/**
 * `/my-offers` (protected, from the account menu): the offers the user made, by state (active,
 * inactive, accepted, expired, cancelled; `?state=`), with 'Cancel all offers'; or those received on
 * what the user owns (`?side=received`). 30 a page (`?page=`).
 */
export function MyOffersPage() {
  const { t } = useTranslation();
  const wallet = useSessionWallet();
  const requireWallet = useRequireWallet();
  const available = useOffersAvailable();
  const [cancelAll, setCancelAll] = useState(false);
  const [params, setParams] = useSearchParams();
  const side: Side = params.get('side') === 'received' ? 'received' : 'made';
  const state = stateOf(params.get('state'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const offers = useMyOffers(side, {
    page,
    limit: PAGE_SIZE.other,
    state: side === 'made' ? state : undefined,
  });
  const total = offers.data?.total;
  const write = (next: { side?: Side; state?: MadeState; page?: number }) =>
    setParams({
      ...(next.side === 'received' && { side: 'received' }),
      ...(next.side !== 'received' &&
        next.state &&
        next.state !== OfferState.ACTIVE && { state: next.state }),
      ...(next.page && next.page > 1 && { page: String(next.page) }),
    });

  // A page beyond the last (after the list shrank) goes back to the first.
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * PAGE_SIZE.other >= total)
      setParams(
        (current) => {
          current.delete('page');
          return current;
        },
        { replace: true },
      );
  }, [total, page, setParams]);

  return (
    <PageContainer>
      <ListToolbar title={t('offers.myOffers')}>
        {side === 'made' && available && (
          <Button variant="outlined" color="inherit" onClick={() => requireWallet() && setCancelAll(true)}>
            {t('offers.cancelAll')}
          </Button>
        )}
      </ListToolbar>
      <Tabs
        value={side}
        onChange={(_event, value: Side) => write({ side: value })}
        aria-label={t('offers.side')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab value="made" label={t('offers.made')} />
        <Tab value="received" label={t('offers.received')} />
      </Tabs>
      {side === 'made' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state}
          onChange={(_event, value: MadeState | null) => value && write({ side, state: value })}
          aria-label={t('offers.state')}
          sx={{ mb: 2.5, flexWrap: 'wrap' }}
        >
          {MADE_STATES.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.75 }}>
              {t(`offers.states.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {offers.data?.results.length === 0 ? (
        <EmptyState title={t('offers.noMyOffers')} icon={<LocalOfferOutlined />} />
      ) : offers.isError && !offers.data ? (
        <EmptyState title={t('SOMETHING_WRONG_TRY_LATER')} />
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflowX: 'auto' }}>
          <OffersTable
            offers={offers.data?.results}
            label={side === 'made' ? t('offers.made') : t('offers.received')}
            withItem
            withFrom={side === 'received'}
            loading={offers.isFetching}
            actions={(offer) =>
              side === 'made' ? (
                <OfferRowActions offer={offer} nft={offer.nft} owner={null} />
              ) : (
                receivedActions(offer, wallet)
              )
            }
          />
        </Box>
      )}
      <Box sx={{ mt: 4 }}>
        <ListPagination
          page={page}
          total={total ?? 0}
          limit={offers.data?.limit ?? PAGE_SIZE.other}
          onChange={(next) => write({ side, state, page: next })}
        />
      </Box>
      {cancelAll && <CancelAllOffersDialog open onClose={() => setCancelAll(false)} />}
    </PageContainer>
  );
}

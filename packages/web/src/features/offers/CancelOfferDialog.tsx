import Typography from '@mui/material/Typography';
import { currencyLabel } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { TradeDialog } from '../trading/TradeDialog.tsx';
import { cancelAllOffers, cancelOffer } from './chain.ts';
import type { CancelAllOffersDialogProps, CancelOfferDialogProps } from './dialogProps.ts';
import { useOfferFlow } from './useOfferFlow.ts';

/** Cancel one offer (its buyer): a yes/no, then cancelOffer(nonce) on chain. */
export function CancelOfferDialog({ offer, open, onClose }: CancelOfferDialogProps) {
  const { t } = useTranslation();
  const flow = useOfferFlow('CANCEL_OFFER_SUCCESS', onClose, offer.nft?.id);
  return (
    <TradeDialog
      open={open}
      title={t('offers.cancelTitle')}
      trade={flow.state}
      busy={flow.busy}
      onClose={onClose}
      confirmOnly
      primary={{ label: t('YES'), onClick: () => flow.start((chain) => cancelOffer(chain, { offer })) }}
    >
      <Typography>
        {t('offers.cancelConfirm', { amount: offer.amount, currency: currencyLabel(offer.currency) })}
      </Typography>
    </TradeDialog>
  );
}

/** Cancel all (the buyer): a yes/no, then cancelAllOffers() — one transaction ends every offer made so far. */
export function CancelAllOffersDialog({ open, onClose }: CancelAllOffersDialogProps) {
  const { t } = useTranslation();
  const flow = useOfferFlow('CANCEL_ALL_OFFERS_SUCCESS', onClose);
  return (
    <TradeDialog
      open={open}
      title={t('offers.cancelAll')}
      trade={flow.state}
      busy={flow.busy}
      onClose={onClose}
      confirmOnly
      primary={{ label: t('YES'), onClick: () => flow.start(cancelAllOffers) }}
    >
      <Typography>{t('offers.cancelAllConfirm')}</Typography>
    </TradeDialog>
  );
}

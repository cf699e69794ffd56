import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../chain/index.ts';
import { feePercent } from '../trading/fee.ts';
import { TradeDialog } from '../trading/TradeDialog.tsx';
import { acceptOffer } from './chain.ts';
import type { AcceptOfferDialogProps } from './dialogProps.ts';
import { useAcceptReview } from './useAcceptReview.ts';
import { useOfferFlow } from './useOfferFlow.ts';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontWeight: strong ? 700 : 500 }}
        data-testid={strong ? 'amount-received' : undefined}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * Accept (the NFT's owner): the review of what the sale pays (the offer, the marketplace fee, the
 * creator's royalty and the amount received, as the OfferBook computes them), then the steps
 * (approval of the OfferBook over the NFTs when missing, acceptOffer, record).
 */
export function AcceptOfferDialog({ offer, nft, open, onClose }: AcceptOfferDialogProps) {
  const { t } = useTranslation();
  const flow = useOfferFlow('ACCEPT_OFFER_SUCCESS', onClose, nft.id);
  const review = useAcceptReview(offer, nft.contractAddress, nft.tokenId);
  const money = (amount: string) => formatPrice(amount, offer.currency);

  return (
    <TradeDialog
      open={open}
      title={t('offers.acceptTitle')}
      trade={flow.state}
      busy={flow.busy}
      onClose={onClose}
      primary={{
        label: t('offers.accept'),
        disabled: !review.data,
        onClick: () => flow.start((chain) => acceptOffer(chain, { offer, tokenId: nft.tokenId ?? '' })),
      }}
    >
      <Stack spacing={1} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="accept-review">
        <Row label={t('offers.offerAmount')} value={money(offer.amount)} />
        {review.data ? (
          <>
            <Row
              label={t('offers.fee', { percent: feePercent(review.data.feeBps) })}
              value={money(review.data.fee)}
            />
            <Row label={t('offers.royalty')} value={money(review.data.royalty)} />
            <Divider />
            <Row label={t('offers.amountReceived')} value={money(review.data.received)} strong />
          </>
        ) : review.error ? (
          <Typography color="error">{failureText(review.error)}</Typography>
        ) : (
          <Skeleton height={72} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('offers.acceptNote')}
      </Typography>
    </TradeDialog>
  );
}

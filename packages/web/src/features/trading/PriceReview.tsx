import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { feePercent, type OfferFee } from './fee.ts';

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
 * The Sell and Change price review: price, the marketplace fee and the amount received, as the
 * Marketplace contract computes them (`listingFee`, `calculateOfferFee`; see useOfferFee). An
 * auction's review (`atReserve`) shows the same at its reserve price, as the AuctionHouse computes them.
 */
export function PriceReview({
  price,
  currency,
  fee,
  atReserve = false,
}: {
  price: string;
  currency: string;
  fee: OfferFee;
  atReserve?: boolean;
}) {
  const { t } = useTranslation();
  const percent = feePercent(fee.feeBps);
  return (
    <Stack spacing={1} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="price-review">
      <Row label={atReserve ? t('auction.reservePrice') : t('PRICE')} value={formatPrice(price, currency)} />
      <Row
        label={atReserve ? t('auction.feeAtReserve', { percent }) : t('MARKETPLACE_FEE', { percent })}
        value={formatPrice(fee.fee, currency)}
      />
      <Divider />
      <Row
        label={atReserve ? t('auction.receivedAtReserve') : t('AMOUNT_RECEIVED')}
        value={formatPrice(fee.received, currency)}
        strong
      />
    </Stack>
  );
}

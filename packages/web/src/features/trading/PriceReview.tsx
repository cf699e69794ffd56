import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { amountReceived, formatPrice, MARKETPLACE_FEE, marketplaceFee } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

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

/** The Sell and Change price review: price, the 3% marketplace fee and the amount received. */
export function PriceReview({ price, currency }: { price: string; currency: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="price-review">
      <Row label={t('PRICE')} value={formatPrice(price, currency)} />
      <Row
        label={t('MARKETPLACE_FEE', { percent: MARKETPLACE_FEE.percent })}
        value={formatPrice(marketplaceFee(price), currency)}
      />
      <Divider />
      <Row label={t('AMOUNT_RECEIVED')} value={formatPrice(amountReceived(price), currency)} strong />
    </Stack>
  );
}

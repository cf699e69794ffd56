import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { failureText } from '../chain/index.ts';
import { PriceField } from './PriceField.tsx';

/**
 * The price step of Sell and Change price: the field, then the state of the fee the chain is asked
 * for (useOfferFee) — computing, or why it could not be (the chain's error text).
 */
export function PriceStep({
  label,
  value,
  currency,
  onChange,
  fee,
}: {
  label: string;
  value: string;
  currency: string;
  onChange: (value: string) => void;
  fee: { computing: boolean; error: unknown };
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <PriceField label={label} value={value} currency={currency} onChange={onChange} />
      {fee.computing ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={14} />
          <Typography variant="body2" color="text.secondary">
            {t('trading.computingFee')}
          </Typography>
        </Stack>
      ) : fee.error ? (
        <Typography variant="body2" color="error" role="alert">
          {failureText(fee.error) ?? t('WALLET_DEFAULT_ERROR')}
        </Typography>
      ) : null}
    </Stack>
  );
}

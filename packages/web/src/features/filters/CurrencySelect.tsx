import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { type Currency, currencyLabel } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/**
 * The spec's two currency selects: 'Currency' / USDT / BIVE / VRA on the marketplace and
 * 'All' / USDT / BIVE / AETH in view-more mode. The empty value means every currency.
 */
const variants = {
  marketplace: { emptyKey: 'CURRENCY', options: ['USDT', 'BIVE', 'VRA'] },
  viewMore: { emptyKey: 'ALL', options: ['USDT', 'BIVE', 'ETH'] },
} as const satisfies Record<string, { emptyKey: 'CURRENCY' | 'ALL'; options: readonly Currency[] }>;

export type CurrencySelectVariant = keyof typeof variants;

// The view-more select spells the native currency 'AETH' (spec); elsewhere it is labelled 'aETH'.
const optionLabel = (currency: Currency, variant: CurrencySelectVariant) =>
  variant === 'viewMore' && currency === 'ETH' ? 'AETH' : currencyLabel(currency);

export function CurrencySelect({
  value,
  onChange,
  variant = 'marketplace',
}: {
  value: Currency | undefined;
  onChange: (currency: Currency | undefined) => void;
  variant?: CurrencySelectVariant;
}) {
  const { t } = useTranslation();
  const { emptyKey, options } = variants[variant];
  const known: readonly Currency[] = options;
  return (
    <Select
      size="small"
      displayEmpty
      value={value && known.includes(value) ? value : ''}
      onChange={(event) => onChange((event.target.value || undefined) as Currency | undefined)}
      inputProps={{ 'aria-label': t('CURRENCY') }}
      sx={{ minWidth: 128, borderRadius: 999 }}
    >
      <MenuItem value="">{t(emptyKey)}</MenuItem>
      {options.map((currency) => (
        <MenuItem key={currency} value={currency}>
          {optionLabel(currency, variant)}
        </MenuItem>
      ))}
    </Select>
  );
}

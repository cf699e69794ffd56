import TextField from '@mui/material/TextField';
import { currencyLabel, isBlockedNumberKey } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { positivePriceProblem } from './price.ts';

/** The price input (R-VALID-2, R-VALID-3): numbers only (e, +, - blocked), its error under it (while empty too). */
export function PriceField({
  label,
  value,
  currency,
  onChange,
}: {
  label: string;
  value: string;
  currency: string;
  onChange: (value: string) => void;
}) {
  const { t: translate } = useTranslation();
  const t = translate as unknown as (key: string, values?: Record<string, unknown>) => string;
  const problem = positivePriceProblem(value, currency);
  return (
    <TextField
      label={label}
      value={value}
      autoFocus
      fullWidth
      inputMode="decimal"
      onKeyDown={(event) => isBlockedNumberKey(event.key) && event.preventDefault()}
      onChange={(event) => onChange(event.target.value.replace(',', '.'))}
      error={problem !== null}
      helperText={problem ? t(problem.key, problem.values) : ' '}
      slotProps={{
        htmlInput: { 'aria-label': label, 'data-testid': 'price-input' },
        input: {
          endAdornment: <span style={{ opacity: 0.7, whiteSpace: 'nowrap' }}>{currencyLabel(currency)}</span>,
        },
      }}
    />
  );
}

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  isBlockedNumberKey,
  isValidRentDuration,
  isValidRentPrice,
  RentUnit,
  rentUnitNames,
} from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerActionDialogProps } from './dialogProps.ts';
import { TradeDialog } from './TradeDialog.tsx';
import { rentNft } from './transfer.ts';
import { useTrade } from './useTrade.ts';

const units = Object.values(RentUnit);

/** Rent: the longest duration and its unit, the price per unit in USDT; then approve? → listForRent → record. */
export function RentDialog({ nft, title, open, onClose }: OwnerActionDialogProps) {
  const { t: translate } = useTranslation();
  const t = translate as unknown as (key: string, values?: Record<string, unknown>) => string;
  const [form, setForm] = useState({ duration: '', unit: RentUnit.Day as RentUnit, price: '' });
  const trade = useTrade(nft, 'RENT_SUCCESS', onClose);
  const durationOk = isValidRentDuration(form.duration);
  // The spec allows a price of 0; a rent that earns nothing is still the owner's choice.
  const priceOk = isValidRentPrice(form.price);
  const unitName = t(`trading.rent.units.${rentUnitNames[form.unit]}`);
  return (
    <TradeDialog
      open={open}
      title={t(title)}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      primary={{
        label: t('CONFIRM'),
        disabled: !durationOk || !priceOk,
        onClick: () => trade.start((chain) => rentNft(chain, { nft, ...form, price: form.price.trim() })),
      }}
    >
      <Typography>{t('trading.rent.intro')}</Typography>
      <Stack direction="row" spacing={1.5}>
        <TextField
          label={t('trading.rent.maxDuration')}
          value={form.duration}
          inputMode="numeric"
          onKeyDown={(event) =>
            (isBlockedNumberKey(event.key) || event.key === '.') && event.preventDefault()
          }
          onChange={(event) => setForm((f) => ({ ...f, duration: event.target.value }))}
          error={form.duration !== '' && !durationOk}
          helperText={form.duration !== '' && !durationOk ? t('INVALID_VALUE') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'rent-duration' } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t('trading.rent.unit')}
          value={form.unit}
          onChange={(event) => setForm((f) => ({ ...f, unit: Number(event.target.value) as RentUnit }))}
          sx={{ minWidth: 120 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'rent-unit' } as object } }}
        >
          {units.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {t(`trading.rent.units.${rentUnitNames[unit]}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={t('trading.rent.pricePerUnit', { unit: unitName.toLowerCase() })}
        value={form.price}
        inputMode="decimal"
        onKeyDown={(event) => isBlockedNumberKey(event.key) && event.preventDefault()}
        onChange={(event) => setForm((f) => ({ ...f, price: event.target.value }))}
        error={form.price !== '' && !priceOk}
        helperText={form.price !== '' && !priceOk ? t('INVALID_VALUE') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'rent-price' } }}
      />
      {durationOk && priceOk && (
        <Typography color="text.secondary" data-testid="rent-summary">
          {t('trading.rent.review', {
            duration: form.duration,
            unit: unitName.toLowerCase(),
            price: form.price,
          })}
        </Typography>
      )}
    </TradeDialog>
  );
}

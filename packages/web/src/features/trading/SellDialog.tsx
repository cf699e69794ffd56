import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { currencyLabel, type Nft } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../chain/index.ts';
import type { OwnerActionDialogProps } from './dialogProps.ts';
import { useOfferFee } from './fee.ts';
import { sellNft } from './market.ts';
import { PriceReview } from './PriceReview.tsx';
import { PriceStep } from './PriceStep.tsx';
import { TradeDialog } from './TradeDialog.tsx';
import { useSellCurrencies } from './useSellCurrencies.ts';
import { useTrade } from './useTrade.ts';

type Stage = 0 | 1 | 2;

/** Sell's form state: the stage and the two answers. */
function useSellForm(nft: Nft) {
  const { currencies, isLoading, error } = useSellCurrencies(nft);
  const [form, setForm] = useState<{ stage: Stage; currency: string | null; price: string }>({
    stage: 0,
    currency: null,
    price: '',
  });
  const currency = form.currency ?? currencies.find((c) => c.enabled)?.currency ?? null;
  return { ...form, currency, currencies, isLoading, error, setForm };
}

/**
 * Sell (3 steps): currency (those the marketplace takes) → price, while the chain computes the fee
 * → review of price, fee and amount received; then the chain steps.
 */
export function SellDialog({ nft, title, open, onClose }: OwnerActionDialogProps) {
  const { t } = useTranslation();
  const form = useSellForm(nft);
  const trade = useTrade(nft, 'SELL_SUCCESS', onClose);
  const go = (stage: Stage) => form.setForm((f) => ({ ...f, stage, currency: form.currency }));
  const fee = useOfferFee(form.price, form.currency ?? 'USDT');
  const priceOk = form.currency !== null && fee.fee !== undefined && !fee.computing;

  const primary =
    form.stage === 0
      ? { label: t('NEXT'), onClick: () => go(1), disabled: form.currency === null }
      : form.stage === 1
        ? { label: t('NEXT'), onClick: () => go(2), disabled: !priceOk }
        : {
            label: t('CONFIRM'),
            onClick: () =>
              trade.start((chain) => sellNft(chain, { nft, currency: form.currency!, price: form.price })),
          };

  return (
    <TradeDialog
      open={open}
      title={t(title)}
      stage={{ n: form.stage + 1, total: 3 }}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      onBack={form.stage > 0 ? () => go((form.stage - 1) as Stage) : undefined}
      primary={primary}
    >
      {form.stage === 0 && (
        <>
          <Typography>{t('trading.sell.chooseCurrency')}</Typography>
          {form.isLoading ? (
            <Skeleton height={96} />
          ) : form.error ? (
            <Typography color="error" role="alert">
              {failureText(form.error) ?? t('WALLET_DEFAULT_ERROR')}
            </Typography>
          ) : form.currencies.length === 0 ? (
            <Typography color="text.secondary">{t('trading.sell.noCurrency')}</Typography>
          ) : (
            <RadioGroup
              aria-label={t('CURRENCY')}
              value={form.currency ?? ''}
              onChange={(event) => form.setForm((f) => ({ ...f, currency: event.target.value }))}
            >
              {form.currencies.map(({ currency, enabled }) => (
                <FormControlLabel
                  key={currency}
                  value={currency}
                  disabled={!enabled}
                  control={<Radio />}
                  label={
                    enabled
                      ? currencyLabel(currency)
                      : `${currencyLabel(currency)} — ${t(currency === 'ETH' ? 'trading.sell.unavailable' : 'trading.sell.notTaken')}`
                  }
                />
              ))}
            </RadioGroup>
          )}
        </>
      )}
      {form.stage === 1 && form.currency && (
        <>
          <Typography>{t('trading.sell.enterPrice')}</Typography>
          <PriceStep
            label={t('PRICE')}
            value={form.price}
            currency={form.currency}
            onChange={(price) => form.setForm((f) => ({ ...f, price }))}
            fee={fee}
          />
        </>
      )}
      {form.stage === 2 && form.currency && fee.fee && (
        <>
          <Typography>{t('trading.sell.review')}</Typography>
          <PriceReview price={form.price} currency={form.currency} fee={fee.fee} />
        </>
      )}
    </TradeDialog>
  );
}

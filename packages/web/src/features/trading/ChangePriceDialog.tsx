import Typography from '@mui/material/Typography';
import { formatPrice } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerActionDialogProps } from './dialogProps.ts';
import { useOfferFee } from './fee.ts';
import { changePrice } from './market.ts';
import { PriceReview } from './PriceReview.tsx';
import { PriceStep } from './PriceStep.tsx';
import { TradeDialog } from './TradeDialog.tsx';
import { useTrade } from './useTrade.ts';

/**
 * Change price (2 steps): the new price in the offer's currency, while the chain computes the fee
 * → review; then changeOfferPrice → record.
 */
export function ChangePriceDialog({ nft, title, open, onClose }: OwnerActionDialogProps) {
  const { t } = useTranslation();
  const currency = nft.currency ?? 'USDT';
  const [form, setForm] = useState({ stage: 0 as 0 | 1, price: '' });
  const trade = useTrade(nft, 'CHANGE_PRICE_SUCCESS', onClose);
  const fee = useOfferFee(form.price, currency);
  const priceOk = fee.fee !== undefined && !fee.computing;
  return (
    <TradeDialog
      open={open}
      title={t(title)}
      stage={{ n: form.stage + 1, total: 2 }}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      onBack={form.stage === 1 ? () => setForm((f) => ({ ...f, stage: 0 })) : undefined}
      primary={
        form.stage === 0
          ? { label: t('NEXT'), onClick: () => setForm((f) => ({ ...f, stage: 1 })), disabled: !priceOk }
          : {
              label: t('CONFIRM'),
              onClick: () => trade.start((chain) => changePrice(chain, { nft, price: form.price })),
            }
      }
    >
      <Typography color="text.secondary">
        {t('trading.changePrice.current')}: <b>{formatPrice(nft.currentPrice, currency)}</b>
      </Typography>
      {form.stage === 0 ? (
        <PriceStep
          label={t('trading.changePrice.newPrice')}
          value={form.price}
          currency={currency}
          onChange={(price) => setForm((f) => ({ ...f, price }))}
          fee={fee}
        />
      ) : (
        fee.fee && (
          <>
            <Typography>{t('trading.changePrice.review')}</Typography>
            <PriceReview price={form.price} currency={currency} fee={fee.fee} />
          </>
        )
      )}
    </TradeDialog>
  );
}

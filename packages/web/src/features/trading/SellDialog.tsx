import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AUCTION_DURATION_HOURS, currencyLabel, type Nft } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAuction } from '../auctions/chain.ts';
import { useDurationText } from '../auctions/useDurationText.ts';
import { type Contracts, failureText } from '../chain/index.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import type { OwnerActionDialogProps } from './dialogProps.ts';
import { type SaleContract, useOfferFee } from './fee.ts';
import { sellNft } from './market.ts';
import { PriceReview } from './PriceReview.tsx';
import { PriceStep } from './PriceStep.tsx';
import { TradeDialog } from './TradeDialog.tsx';
import { useSellCurrencies } from './useSellCurrencies.ts';
import { useTrade } from './useTrade.ts';

type Stage = 0 | 1 | 2;
type SaleKind = 'fixed' | 'auction';

interface SellForm {
  stage: Stage;
  kind: SaleKind;
  currency: string | null;
  /** The fixed price, or the auction's reserve. */
  price: string;
  /** The auction's duration (AUCTION_DURATION_HOURS). */
  hours: number;
}

/** The contract each kind of sale goes through. */
const marketOf = (kind: SaleKind): SaleContract => (kind === 'auction' ? 'AuctionHouse' : 'Marketplace');

/** Sell's form state: the stage and the answers. */
function useSellForm(nft: Nft) {
  const [form, setForm] = useState<SellForm>({
    stage: 0,
    kind: 'fixed',
    currency: null,
    price: '',
    hours: 24,
  });
  const { currencies, isLoading, error } = useSellCurrencies(nft, marketOf(form.kind));
  const chosen = currencies.find((c) => c.currency === form.currency && c.enabled);
  const currency = chosen?.currency ?? currencies.find((c) => c.enabled)?.currency ?? null;
  return { ...form, currency, currencies, isLoading, error, setForm };
}

/**
 * Sell (3 steps): fixed price or auction, and the currency (those the contract takes) → the price,
 * or the auction's reserve and duration, while the chain computes the fee → review of price, fee
 * and amount received (an auction's at its reserve); then the chain steps.
 */
export function SellDialog({ nft, title, open, onClose }: OwnerActionDialogProps) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const form = useSellForm(nft);
  const auction = form.kind === 'auction';
  const contracts = useAppConfig().data?.contracts as Contracts | null | undefined;
  // A deployment made before the AuctionHouse offers fixed prices only.
  const auctions = Boolean(contracts?.AuctionHouse);
  const trade = useTrade(nft, auction ? 'AUCTION_CREATE_SUCCESS' : 'SELL_SUCCESS', onClose);
  const go = (stage: Stage) => form.setForm((f) => ({ ...f, stage, currency: form.currency }));
  const fee = useOfferFee(form.price, form.currency ?? 'USDT', marketOf(form.kind));
  const priceOk = form.currency !== null && fee.fee !== undefined && !fee.computing;
  const confirm = () =>
    trade.start((chain) =>
      auction
        ? createAuction(chain, { nft, currency: form.currency!, reserve: form.price, hours: form.hours })
        : sellNft(chain, { nft, currency: form.currency!, price: form.price }),
    );

  const primary =
    form.stage === 0
      ? { label: t('NEXT'), onClick: () => go(1), disabled: form.currency === null }
      : form.stage === 1
        ? { label: t('NEXT'), onClick: () => go(2), disabled: !priceOk }
        : { label: t('CONFIRM'), onClick: confirm };

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
          {auctions && (
            <>
              <ToggleButtonGroup
                exclusive
                fullWidth
                color="primary"
                size="small"
                aria-label={t('auction.kind.label')}
                value={form.kind}
                onChange={(_, kind: SaleKind | null) => kind && form.setForm((f) => ({ ...f, kind }))}
              >
                <ToggleButton value="fixed">{t('auction.kind.fixed')}</ToggleButton>
                <ToggleButton value="auction">{t('auction.kind.auction')}</ToggleButton>
              </ToggleButtonGroup>
              <Typography variant="body2" color="text.secondary">
                {auction ? t('auction.kind.auctionHint') : t('auction.kind.fixedHint')}
              </Typography>
            </>
          )}
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
          <Typography>{auction ? t('auction.enterReserve') : t('trading.sell.enterPrice')}</Typography>
          <PriceStep
            label={auction ? t('auction.reservePrice') : t('PRICE')}
            value={form.price}
            currency={form.currency}
            onChange={(price) => form.setForm((f) => ({ ...f, price }))}
            fee={fee}
          />
          {auction && (
            <TextField
              select
              label={t('auction.duration')}
              value={form.hours}
              onChange={(event) => form.setForm((f) => ({ ...f, hours: Number(event.target.value) }))}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'auction-duration' } as object } }}
            >
              {AUCTION_DURATION_HOURS.map((hours) => (
                <MenuItem key={hours} value={hours}>
                  {durationText(hours)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </>
      )}
      {form.stage === 2 && form.currency && fee.fee && (
        <>
          <Typography>{auction ? t('auction.review') : t('trading.sell.review')}</Typography>
          <PriceReview price={form.price} currency={form.currency} fee={fee.fee} atReserve={auction} />
          {auction && (
            <Typography variant="body2" color="text.secondary" data-testid="auction-terms">
              {t('auction.runsFor', { duration: durationText(form.hours) })} {t('auction.receivedNote')}
            </Typography>
          )}
        </>
      )}
    </TradeDialog>
  );
}

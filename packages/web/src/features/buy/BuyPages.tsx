import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NftDetail } from '@vrmarket/domain';
import {
  canBuyWithCurrency,
  currencies,
  currencyLabel,
  formatPrice,
  type PurchaseCheck,
  shortenForDetail,
} from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../session/useProfile.ts';
import { referralRewardView } from './flow.ts';
import { useAethRate, useReferralCount } from './queries.ts';
import type { BuyState } from './useBuy.ts';

/** Step 1: a button per currency, enabled only for the one the NFT is priced in. */
export function CurrencyPage({ nft, buy, price }: { nft: NftDetail; buy: BuyState; price: PurchaseCheck }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('buy.dialog.chooseCurrency')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        {currencies.map((currency) => (
          <Button
            key={currency}
            variant={canBuyWithCurrency(nft, currency) ? 'contained' : 'outlined'}
            size="large"
            disabled={!canBuyWithCurrency(nft, currency)}
            onClick={() => buy.choose(currency)}
          >
            {t('buy.dialog.payWith', { currency: currencyLabel(currency) })}
          </Button>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('buy.dialog.currencyHint', { currency: currencyLabel(price.currency) })}
      </Typography>
    </Stack>
  );
}

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 700, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Unminted NFTs: the amount and the optional referral code (from the URL query or the refCode cookie). */
export function AmountPage({ buy, price }: { buy: BuyState; price: PurchaseCheck }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Line label={t('buy.dialog.amount')}>
        <span data-testid="buy-amount">{formatPrice(price.price, price.currency)}</span>
      </Line>
      <TextField
        label={t('REFERRAL_CODE')}
        value={buy.referralCode}
        onChange={(event) => buy.setReferralCode(event.target.value)}
        helperText={t('buy.dialog.referralHint')}
        slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'off' } }}
        fullWidth
      />
      <ReferralReward price={price} />
    </Stack>
  );
}

/** The buyer's own referral reward at this price: their referrals set the percentage (spec "Buying"). */
function ReferralReward({ price }: { price: PurchaseCheck }) {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const count = useReferralCount(profile?.publicKey ?? null);
  if (count.isError || !profile?.publicKey) return null;
  const view = count.data === undefined ? null : referralRewardView(count.data, price.price, price.currency);
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}
      data-testid="buy-referral-reward"
    >
      <Typography variant="subtitle2" component="p">
        {t('buy.dialog.referralRewardTitle')}
      </Typography>
      {!view ? (
        <Skeleton width="80%" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {view.kind === 'none' ? t('NO_REFERRALS_YET') : t('buy.dialog.referralReward', { ...view })}
        </Typography>
      )}
    </Box>
  );
}

/** USDT: where the payment goes; aETH: the amount with the USDT rate, refreshed every 10 s. */
export function PaymentPage({ buy, price }: { buy: BuyState; price: PurchaseCheck }) {
  const { t } = useTranslation();
  const aeth = buy.currency === 'ETH';
  const rate = useAethRate(aeth);
  const rateValue = rate.data?.rate ?? null;
  return (
    <Stack spacing={2}>
      <Line label={t('buy.dialog.amount')}>
        <span data-testid="buy-amount">{formatPrice(price.price, price.currency)}</span>
      </Line>
      {aeth ? (
        rateValue ? (
          <>
            <Line label={t('buy.dialog.rate', { rate: formatPrice(rateValue) })}>
              {t('buy.dialog.approxUsdt', {
                amount: formatPrice(Number(price.price) * Number(rateValue), null, 2),
              })}
            </Line>
            <Typography variant="caption" color="text.secondary">
              {t('buy.dialog.rateUpdated')}
            </Typography>
          </>
        ) : (
          <Alert severity="info">{t('buy.dialog.rateUnknown')}</Alert>
        )
      ) : (
        <>
          <Line label={t('buy.dialog.paymentAddress')}>
            <span title={price.contract} data-testid="buy-payment-address">
              {shortenForDetail(price.contract)}
            </span>
          </Line>
          <Typography variant="body2" color="text.secondary">
            {t('buy.dialog.paymentTo')}
          </Typography>
        </>
      )}
    </Stack>
  );
}

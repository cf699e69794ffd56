import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type Currency, currencyLabel, OFFER_EXPIRY_DAYS } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toUnits } from '../chain/index.ts';
import { PriceField } from '../trading/PriceField.tsx';
import { TradeDialog } from '../trading/TradeDialog.tsx';
import { makeOffer } from './chain.ts';
import type { MakeOfferDialogProps } from './dialogProps.ts';
import { expiryIn, OFFER_CURRENCIES, offerAmountProblem } from './offer.ts';
import { unitsText } from './units.ts';
import { useOfferBalance } from './useOfferBalance.ts';
import { useOfferFlow } from './useOfferFlow.ts';

/** The balance line under the amount (in the room of its helper text), and whether the amount is more than the wallet can back. */
function useBalanceLine(currency: Currency, amount: string) {
  const { t } = useTranslation();
  const balance = useOfferBalance(currency).data;
  if (!balance) return { text: null, short: false, wrap: 0n };
  const label = currencyLabel(currency);
  const units = offerAmountProblem(amount, currency) ? 0n : toUnits(amount, currency);
  if (currency !== 'ETH')
    return {
      text: t('offers.balance', { amount: unitsText(balance.held, currency), currency: label }),
      short: units > balance.held,
      wrap: 0n,
    };
  const missing = units > balance.held ? units - balance.held : 0n;
  return {
    text: t('offers.balanceEth', {
      wrapped: unitsText(balance.held, currency),
      native: unitsText(balance.coin, currency),
      currency: label,
    }),
    short: missing > balance.coin,
    wrap: missing,
  };
}

/**
 * Make offer (issue 42), for one NFT or any NFT of a collection: the currency, the amount and how
 * long it stands (OFFER_EXPIRY_DAYS), with the wallet's balance; then the steps (wrap ETH when
 * WETH is short, approve when the allowance is short, sign, send).
 */
export function MakeOfferDialog({ target, open, onClose }: MakeOfferDialogProps) {
  const { t: translate } = useTranslation();
  const t = translate as unknown as (key: string, values?: Record<string, unknown>) => string;
  const [currency, setCurrency] = useState<Currency>('USDT');
  const [amount, setAmount] = useState('');
  const [days, setDays] = useState<number>(7);
  const nftId = target.kind === 'nft' ? target.nft.id : undefined;
  const flow = useOfferFlow('OFFER_SUCCESS', onClose, nftId);
  const balance = useBalanceLine(currency, amount);
  const problem = offerAmountProblem(amount, currency);

  const submit = () =>
    flow.start((chain) =>
      makeOffer(chain, {
        ...(target.kind === 'nft' ? { nftId: target.nft.id } : { collectionId: String(target.collectionId) }),
        currency,
        amount,
        expiry: expiryIn(days, Date.now()),
      }),
    );

  return (
    <TradeDialog
      open={open}
      title={target.kind === 'nft' ? t('offers.makeOffer') : t('offers.makeCollectionOffer')}
      trade={flow.state}
      busy={flow.busy}
      onClose={onClose}
      primary={{ label: t('offers.makeOffer'), disabled: problem !== null || balance.short, onClick: submit }}
    >
      {target.kind === 'collection' && (
        <Typography sx={{ fontWeight: 600 }}>
          {t('offers.collectionOfferFor', { name: target.collectionName })}
        </Typography>
      )}
      <TextField
        select
        label={t('offers.currency')}
        value={currency}
        disabled={flow.busy}
        onChange={(event) => setCurrency(event.target.value as Currency)}
        slotProps={{ htmlInput: { 'data-testid': 'offer-currency' } }}
      >
        {OFFER_CURRENCIES.map((code) => (
          <MenuItem key={code} value={code}>
            {currencyLabel(code)}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <PriceField label={t('offers.yourOffer')} value={amount} currency={currency} onChange={setAmount} />
        <Typography
          variant="body2"
          color={balance.short ? 'error' : 'text.secondary'}
          sx={{ mt: -1.25 }}
          data-testid="offer-balance"
        >
          {balance.short ? `${t('offers.balanceShort')} ${balance.text}` : balance.text}
        </Typography>
      </div>
      {balance.wrap > 0n && !balance.short && (
        <Alert severity="info" variant="outlined">
          {t('offers.wrapNote', { amount: unitsText(balance.wrap, 'ETH') })}
        </Alert>
      )}
      <div>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }} id="offer-expiry">
          {t('offers.expiresIn')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          disabled={flow.busy}
          onChange={(_event, value: number | null) => value && setDays(value)}
          aria-labelledby="offer-expiry"
          sx={{ flexWrap: 'wrap' }}
        >
          {OFFER_EXPIRY_DAYS.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.75 }}>
              {t('offers.days', { count: value })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <Alert severity="info" variant="outlined">
        {target.kind === 'nft' ? t('offers.hint') : t('offers.collectionHint')}
      </Alert>
    </TradeDialog>
  );
}

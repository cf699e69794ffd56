import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { currencyLabel, isBlockedNumberKey, type Nft } from '@vrmarket/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TradeDialog } from '../trading/TradeDialog.tsx';
import { useTrade } from '../trading/useTrade.ts';
import { refreshAuctions } from './api.ts';
import { bidProblem, typableMinimum } from './bid.ts';
import { placeBid } from './chain.ts';
import type { AuctionDialogProps } from './dialogProps.ts';

/** Closes the dialog once the NFT and every auction answer on screen have asked again. */
export function useAuctionTrade(nft: Nft, success: Parameters<typeof useTrade>[1], onClose: () => void) {
  const queryClient = useQueryClient();
  const done = useCallback(() => {
    void refreshAuctions(queryClient);
    onClose();
  }, [queryClient, onClose]);
  return useTrade(nft, success, done);
}

/**
 * Bid: the amount, prefilled with the least bid that counts ('Minimum bid: 105 USDT') and checked
 * against it; then the wallet's steps (the chain's auction checked again, approval when short, bid).
 */
export function BidDialog({ nft, auction, open, onClose }: AuctionDialogProps) {
  const { t: translate } = useTranslation();
  const t = translate as unknown as (key: string, values?: Record<string, unknown>) => string;
  const minimum = typableMinimum(auction.minimumBid, auction.currency);
  const [amount, setAmount] = useState(minimum);
  const trade = useAuctionTrade(nft, 'BID_SUCCESS', onClose);
  const currency = currencyLabel(auction.currency);
  const problem = bidProblem(amount, auction.minimumBid, auction.currency);
  const problemText =
    problem === null
      ? null
      : problem === 'belowMinimum'
        ? t('auction.belowMinimum', { amount: minimum, currency })
        : t(problem.key, problem.values);

  return (
    <TradeDialog
      open={open}
      title={t('auction.placeBid')}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      primary={{
        label: t('auction.bid'),
        disabled: problem !== null,
        onClick: () =>
          trade.start((chain) =>
            placeBid(chain, { auctionId: auction.id, currency: auction.currency, amount }),
          ),
      }}
    >
      <Typography sx={{ fontWeight: 600 }} data-testid="minimum-bid">
        {t('auction.minimumBid', { amount: minimum, currency })}
      </Typography>
      <TextField
        label={t('auction.yourBid')}
        value={amount}
        autoFocus
        fullWidth
        inputMode="decimal"
        disabled={trade.busy}
        onKeyDown={(event) => isBlockedNumberKey(event.key) && event.preventDefault()}
        onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
        error={problemText !== null}
        helperText={problemText ?? ' '}
        slotProps={{
          htmlInput: { 'aria-label': t('auction.yourBid'), 'data-testid': 'bid-input' },
          input: { endAdornment: <span style={{ opacity: 0.7, whiteSpace: 'nowrap' }}>{currency}</span> },
        }}
      />
      <Alert severity="info" variant="outlined">
        {t('auction.bidHint')}
      </Alert>
    </TradeDialog>
  );
}

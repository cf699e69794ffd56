import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { NftDetail } from '@vrmarket/domain';
import { formatPrice, nftTitle } from '@vrmarket/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../session/apiErrorText.ts';
import { AmountPage, CurrencyPage, PaymentPage } from './BuyPages.tsx';
import { BuyProgress } from './BuyProgress.tsx';
import { usePurchaseCheck } from './queries.ts';
import { useBuy } from './useBuy.ts';

/**
 * The Buy dialog: the api's purchase check first (flags, eligibility, the exact price), then the
 * spec's pages — currency, amount and referral code, payment view or aETH rate, confirm — and the
 * chain steps. It cannot be dismissed while the wallet is working.
 */
export default function BuyDialog({
  nft,
  open,
  onClose,
}: {
  nft: NftDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const check = usePurchaseCheck(nft.id);
  const buy = useBuy(nft, onClose);
  const price = check.data;
  const close = () => {
    if (!buy.busy) onClose();
  };

  let body: React.ReactNode;
  let actions: React.ReactNode = (
    <Button onClick={close} disabled={buy.busy}>
      {t('CANCEL')}
    </Button>
  );
  if (check.isPending) body = <Skeleton variant="rounded" height={140} />;
  else if (!price) body = <Alert severity="warning">{apiErrorText(t, check.error)}</Alert>;
  else if (buy.page === 'currency') body = <CurrencyPage nft={nft} buy={buy} price={price} />;
  else if (buy.page === 'amount' || buy.page === 'payment') {
    body =
      buy.page === 'amount' ? (
        <AmountPage buy={buy} price={price} />
      ) : (
        <PaymentPage buy={buy} price={price} />
      );
    actions = (
      <>
        <Button onClick={buy.back}>{t('BACK')}</Button>
        <Button variant="contained" onClick={buy.next}>
          {t('NEXT')}
        </Button>
      </>
    );
  } else if (buy.page === 'confirm') {
    body = (
      <Typography data-testid="buy-confirm">
        {t('CONFIRM_BUY', { amount: formatPrice(price.price, price.currency) })}
      </Typography>
    );
    actions = (
      <>
        <Button onClick={buy.back}>{t('NO')}</Button>
        <Button variant="contained" onClick={buy.confirm} autoFocus>
          {t('YES')}
        </Button>
      </>
    );
  } else {
    body = <BuyProgress buy={buy} currency={price.currency} />;
    actions = (
      <>
        <Button onClick={close} disabled={buy.busy}>
          {t('CANCEL')}
        </Button>
        <Button variant="contained" onClick={buy.confirm} disabled={buy.busy}>
          {t('TRY_AGAIN')}
        </Button>
      </>
    );
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('buy.dialog.title')}
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {nftTitle(nft)}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ pt: '16px !important' }}>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>{actions}</DialogActions>
    </Dialog>
  );
}

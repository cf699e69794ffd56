import Typography from '@mui/material/Typography';
import { currencyLabel, formatPrice } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import type { OwnerActionDialogProps } from './dialogProps.ts';
import { mintNft } from './mint.ts';
import { TradeDialog } from './TradeDialog.tsx';
import { useTrade } from './useTrade.ts';

/** Mint (NONE, verified): the spec's confirm, then permit → approve? → mint → record. */
export function MintDialog({ nft, title, open, onClose }: OwnerActionDialogProps) {
  const { t } = useTranslation();
  const trade = useTrade(nft, 'MINT_SUCCESS', onClose);
  const mintingPrice = formatPrice(nft.mintingPrice ?? '0');
  const mintingCurrency = currencyLabel(nft.mintingCurrency ?? 'USDT');
  return (
    <TradeDialog
      open={open}
      title={t(title)}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      confirmOnly
      primary={{ label: t('YES'), onClick: () => trade.start((chain) => mintNft(chain, nft)) }}
    >
      <Typography>{t('CONFIRM_MINT', { mintingPrice, mintingCurrency })}</Typography>
      {Number(nft.mintingPrice ?? 0) === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('trading.mint.free')}
        </Typography>
      )}
    </TradeDialog>
  );
}

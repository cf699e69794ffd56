import Typography, { type TypographyProps } from '@mui/material/Typography';
import { formatPrice, type Nft } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** 'Best offer 120 USDT' under a card's or the detail's price, when the NFT has an active offer. */
export function BestOffer({ nft, ...props }: { nft: Pick<Nft, 'bestOffer'> } & TypographyProps) {
  const { t } = useTranslation();
  const best = nft.bestOffer;
  if (!best) return null;
  return (
    <Typography variant="caption" color="text.secondary" noWrap data-testid="best-offer" {...props}>
      {t('offers.bestOffer')}{' '}
      <Typography component="span" variant="inherit" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {formatPrice(best.amount, best.currency)}
      </Typography>
    </Typography>
  );
}

import GavelRounded from '@mui/icons-material/GavelRounded';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice, type NftAuction } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Countdown } from './Countdown.tsx';

/**
 * The detail's price box for an NFT on auction: the highest bid (or the reserve before the first
 * bid) with the number of bids, and the countdown to the end.
 */
export function AuctionSummary({ auction }: { auction: NftAuction }) {
  const { t } = useTranslation();
  const hasBid = auction.highestPrice !== null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 3 }}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      data-testid="auction-summary"
    >
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            icon={<GavelRounded fontSize="small" />}
            label={t('auction.onAuction')}
            color="secondary"
            size="small"
            variant="outlined"
          />
          <Typography color="text.secondary">
            {hasBid ? t('auction.highestBid') : t('auction.reserve')}
          </Typography>
        </Stack>
        <Typography data-testid="nft-price" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 800 }}>
          {formatPrice(auction.highestPrice ?? auction.reservePrice, auction.currency)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hasBid ? t('auction.bidCount', { count: auction.bidCount }) : t('auction.noBids')}
        </Typography>
      </Stack>
      <Stack spacing={0.25} sx={{ alignItems: { sm: 'flex-end' } }}>
        <Typography variant="body2" color="text.secondary">
          {t('auction.endsIn')}
        </Typography>
        <Countdown endTime={auction.endTime} />
      </Stack>
    </Stack>
  );
}

import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AuctionBid, formatPrice, sameAddress, shortenForDetail } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useTimeFromNow } from '../../components/useTimeFromNow.ts';
import { useSessionWallet } from '../session/useSession.ts';

/**
 * The bid history of an auction, newest first: bidder (yours marked 'You'), amount and time from
 * now. `bids` undefined while the auction is asked.
 */
export function AuctionBidsTable({
  bids,
  currency,
}: {
  bids: readonly AuctionBid[] | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  const time = useTimeFromNow();
  const wallet = useSessionWallet();
  if (bids === undefined) return <Skeleton variant="rounded" height={96} sx={{ m: 2.5 }} />;
  if (bids.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2.5 }}>
        {t('auction.noBids')}
      </Typography>
    );
  return (
    <Table size="small" stickyHeader aria-label={t('auction.bids')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('auction.bidder')}</TableCell>
          <TableCell align="right">{t('auction.amount')}</TableCell>
          <TableCell align="right">{t('auction.time')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bids.map((bid, index) => (
          <TableRow key={bid.txHash} hover selected={index === 0}>
            <TableCell title={bid.bidder}>
              {wallet && sameAddress(bid.bidder, wallet) ? (
                <Typography component="span" color="secondary" sx={{ fontWeight: 700 }}>
                  {t('auction.you')}
                </Typography>
              ) : (
                shortenForDetail(bid.bidder)
              )}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: index === 0 ? 700 : 500, whiteSpace: 'nowrap' }}>
              {formatPrice(bid.amount, currency)}
            </TableCell>
            <TableCell
              align="right"
              sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}
              title={time.full(bid.at)}
            >
              {time.fromNow(bid.at)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatPrice,
  formatTokenCode,
  type MyBid,
  type MyBidState,
  nftTitle,
  routes,
} from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { nftImage, thumbnailSrc } from '../nfts/nftDisplay.ts';
import { AuctionTimeLeft } from './AuctionTimeLeft.tsx';

const stateColor: Record<MyBidState, 'success' | 'warning' | 'primary' | 'default'> = {
  WINNING: 'success',
  OUTBID: 'warning',
  WON: 'primary',
  LOST: 'default',
};

/** One row's item: the NFT's picture and title, a link to it (its token code when not on record). */
function Item({ bid }: { bid: MyBid }) {
  const nft = bid.nft;
  const title = nft ? nftTitle(nft) : formatTokenCode(bid.tokenId);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        variant="rounded"
        src={nft ? thumbnailSrc(nftImage(nft), 160) : undefined}
        alt=""
        sx={{ width: 40, height: 40 }}
      />
      {nft ? (
        <Link
          component={RouterLink}
          to={routes.detail(nft.id)}
          underline="hover"
          sx={{ fontWeight: 700 }}
          noWrap
        >
          {title}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {title}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * My bids: each auction I bid on, with my highest bid, the auction's highest, when it ends and how
 * my bid stands (winning, outbid, won, lost); the item links to the NFT.
 */
export function MyBidsTable({ items, loading }: { items: readonly MyBid[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, opacity: loading && items ? 0.6 : 1 }}
    >
      <Table aria-label={t('auction.myBids')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('auction.item')}</TableCell>
            <TableCell align="right">{t('auction.myBid')}</TableCell>
            <TableCell align="right">{t('auction.highestBid')}</TableCell>
            <TableCell>{t('auction.ends')}</TableCell>
            <TableCell>{t('auction.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items === undefined
            ? skeletonKeys(4).map((key) => (
                <TableRow key={key}>
                  <TableCell colSpan={5}>
                    <Skeleton height={40} />
                  </TableCell>
                </TableRow>
              ))
            : items.map((bid) => (
                <TableRow key={`${bid.chainId}-${bid.id}`} hover data-testid="my-bid">
                  <TableCell sx={{ maxWidth: 280 }}>
                    <Item bid={bid} />
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatPrice(bid.myHighestBid, bid.currency)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(bid.highestPrice ?? bid.reservePrice, bid.currency)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <AuctionTimeLeft endTime={bid.endTime} />
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={stateColor[bid.myState]}
                      label={t(`auction.state.${bid.myState}`)}
                    />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPrice, nftTitle, type Offer, routes, sameAddress, shortenForDetail } from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { useTimeFromNow } from '../../components/useTimeFromNow.ts';
import { nftImage, thumbnailSrc } from '../nfts/nftDisplay.ts';
import { useSessionWallet } from '../session/useSession.ts';
import { OfferStateChip } from './OfferStateChip.tsx';

/** What an offer is for: its NFT (picture, title, link), or 'Any NFT of {collection}' with a link. */
function OfferItem({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const nft = offer.nft;
  const to = nft ? routes.detail(nft.id) : routes.collectionExplore(String(offer.collectionId ?? ''));
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        variant="rounded"
        src={nft ? thumbnailSrc(nftImage(nft), 160) : undefined}
        alt=""
        sx={{ width: 40, height: 40 }}
      >
        <CollectionsOutlined fontSize="small" />
      </Avatar>
      <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 700 }} noWrap>
        {nft ? nftTitle(nft) : t('offers.anyOf', { name: offer.collectionName ?? '' })}
      </Link>
    </Stack>
  );
}

/** Below md the expiry goes under the price, so that state and buttons stay on a narrow screen. */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * A list of offers: [item,] [from (the viewer's own as 'You'),] price, when it expires, its state,
 * and what the viewer may do with it (`actions`). `offers` undefined while asked.
 */
export function OffersTable({
  offers,
  label,
  withItem = false,
  withFrom = true,
  markCollection = false,
  actions,
  loading = false,
}: {
  offers: readonly Offer[] | undefined;
  label: string;
  withItem?: boolean;
  /** My offers made are all the viewer's: no From column. */
  withFrom?: boolean;
  /** An NFT's list mixes its own offers with collection offers covering it: say which are which. */
  markCollection?: boolean;
  actions?: (offer: Offer) => ReactNode;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const time = useTimeFromNow();
  const wallet = useSessionWallet();
  const columns = 3 + (withItem ? 1 : 0) + (withFrom ? 1 : 0) + (actions ? 1 : 0);
  return (
    <Table
      size="small"
      aria-label={label}
      sx={{ opacity: loading && offers ? 0.6 : 1, '& td, & th': { px: { xs: 1, md: 2 } } }}
    >
      <TableHead>
        <TableRow>
          {withItem && <TableCell>{t('offers.item')}</TableCell>}
          {withFrom && <TableCell>{t('offers.from')}</TableCell>}
          <TableCell align="right">{t('offers.price')}</TableCell>
          <TableCell sx={wideOnly}>{t('offers.expires')}</TableCell>
          <TableCell>{t('offers.state')}</TableCell>
          {actions && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {offers === undefined
          ? skeletonKeys(3).map((key) => (
              <TableRow key={key}>
                <TableCell colSpan={columns}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))
          : offers.map((offer) => {
              const expiresIn = time.fromNow(offer.expiry);
              return (
                <TableRow key={offer.id} hover data-testid="offer-row">
                  {withItem && (
                    <TableCell sx={{ maxWidth: { xs: 150, md: 260 } }}>
                      <OfferItem offer={offer} />
                    </TableCell>
                  )}
                  {withFrom && (
                    <TableCell title={offer.buyer}>
                      {wallet && sameAddress(offer.buyer, wallet) ? (
                        <Typography component="span" color="secondary" sx={{ fontWeight: 700 }}>
                          {t('offers.you')}
                        </Typography>
                      ) : (
                        shortenForDetail(offer.buyer)
                      )}
                      {markCollection && offer.kind === 'COLLECTION' && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {t('offers.collectionOffer')}
                        </Typography>
                      )}
                    </TableCell>
                  )}
                  <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatPrice(offer.amount, offer.currency)}
                    {/* The Expires column again, for the eye on a phone; screen readers have the column. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      aria-hidden="true"
                      sx={{ display: { xs: 'block', md: 'none' }, fontWeight: 400 }}
                    >
                      {expiresIn}
                    </Typography>
                  </TableCell>
                  <TableCell
                    sx={{ ...wideOnly, whiteSpace: 'nowrap', color: 'text.secondary' }}
                    title={time.full(offer.expiry)}
                  >
                    {expiresIn}
                  </TableCell>
                  <TableCell>
                    <OfferStateChip offer={offer} />
                  </TableCell>
                  {actions && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(offer)}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}

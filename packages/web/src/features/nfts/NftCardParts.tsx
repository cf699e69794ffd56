import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { SystemStyleObject } from '@mui/system';
import { isRentStatus, type Nft } from '@vrmarket/domain';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuctionTimeLeft } from '../auctions/AuctionTimeLeft.tsx';
import { nftOwnerText, nftPriceText } from './nftDisplay.ts';

/** Pieces the grid card (NftCard) and the list row (NftRow) share. */

type Sx = SystemStyleObject<Theme>;

/** Covers the whole card with the title's link, so the heart can stay a separate button. */
export const stretchedLink = {
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: 'inherit' },
} as const;

export const linkStyle = { color: 'inherit', textDecoration: 'none' } as const;

/** A card is focused through its title link. */
export const focusOutline = (theme: Theme) =>
  ({
    '&:has(a:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  }) as const;

/**
 * The heading level of the card titles: one below the heading of the list or section they are in
 * (h3 under a section's h2, the default; h2 right under a page's h1), so headings never skip a level.
 */
export const CardHeadingLevel = createContext<'h2' | 'h3' | 'h4'>('h3');

/** The title, a link to the NFT that covers the whole card. */
export function NftTitleLink({ title, href, sx }: { title: string; href: string; sx?: Sx }) {
  const level = useContext(CardHeadingLevel);
  return (
    <Typography
      component={level}
      variant="subtitle1"
      // The card shows the focus around itself (focusOutline), not a second ring around the title.
      sx={{ fontWeight: 700, '& a:focus-visible': { outline: 'none' }, ...sx }}
      noWrap
    >
      <Link to={href} style={linkStyle}>
        <Box component="span" sx={stretchedLink}>
          {title}
        </Box>
      </Link>
    </Typography>
  );
}

/** "Owner" and the owner's name (`prefix` before it, e.g. the category). */
export function NftOwnerLine({ nft, prefix = '' }: { nft: Nft; prefix?: string }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" noWrap>
      {prefix}
      {t('browse.owner')}{' '}
      <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {nftOwnerText(nft)}
      </Box>
    </Typography>
  );
}

/** 'Price'; on auction 'Current bid', or 'Reserve' before the first bid. */
export function NftPriceLabel({ nft }: { nft?: Nft }) {
  const { t } = useTranslation();
  const auction = nft?.auction;
  return (
    <Typography variant="caption" color="text.secondary" noWrap>
      {auction
        ? auction.highestPrice === null
          ? t('auction.reserveShort')
          : t('auction.currentBid')
        : t('PRICE')}
    </Typography>
  );
}

export function NftPrice({ nft, sx }: { nft: Nft; sx?: Sx }) {
  return (
    <Typography
      data-testid="nft-price"
      sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', ...sx }}
      noWrap
    >
      {nftPriceText(nft)}
    </Typography>
  );
}

/** Under the price of an NFT on auction: the time left ('3h 12m left'), then 'Ended'. */
export function NftAuctionNote({ nft }: { nft: Nft }) {
  if (!nft.auction) return null;
  return <AuctionTimeLeft endTime={nft.auction.endTime} />;
}

/** Under the price of an NFT up for rent. */
export function NftRentNote({ nft }: { nft: Nft }) {
  const { t } = useTranslation();
  if (!isRentStatus(nft.purchasesStatus)) return null;
  return (
    <Typography variant="caption" color="secondary.main" sx={{ fontWeight: 600 }}>
      {t('PENDING_RENT_DURATION')}
    </Typography>
  );
}

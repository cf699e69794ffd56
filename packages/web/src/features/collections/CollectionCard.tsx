import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Collection } from '@vrmarket/domain';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../theme/palette.ts';
import { CardHeadingLevel } from '../nfts/NftCardParts.tsx';
import { CARD_IMAGE_SIZES, thumbnailSrc, thumbnailSrcSet } from '../nfts/nftDisplay.ts';
import { useCollectionHref } from './useCollectionHref.ts';

/** The lines of the description a card shows (the detail shows it whole). */
const DESCRIPTION_LINES = 2;

/**
 * A collection card: cover, avatar, name, 'by' creator (or 'Anonymous') and the description's first
 * lines; opens `to`, by default the collection detail for a user with a linked wallet, else
 * collection explore. `priority`: a card of the first row, its cover asked for at once and first
 * (the page's largest content), as NFT cards'.
 */
export function CollectionCard({
  collection,
  to,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
}: {
  collection: Collection;
  to?: string;
  priority?: boolean;
  /** How wide the cover shows, for its `srcset` (by default the two-to-four-column card grid's). */
  sizes?: string;
}) {
  const { t } = useTranslation();
  const href = useCollectionHref(collection.collectionId);
  const name = collection.collectionName || t('UNKNOWN');
  const headingLevel = useContext(CardHeadingLevel);
  return (
    <Card
      component="article"
      data-testid="collection-card"
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        transition: 'transform 160ms ease, border-color 160ms ease',
        '&:hover': { transform: 'translateY(-3px)', borderColor: alpha(theme.palette.primary.main, 0.5) },
        '&:has(a:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Box sx={{ aspectRatio: '16 / 9', background: brand.gradient }}>
        {collection.cover && (
          <Box
            component="img"
            src={collection.cover}
            srcSet={thumbnailSrcSet(collection.cover)}
            sizes={sizes}
            alt=""
            data-testid="collection-cover"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ px: 2, pb: 2, mt: -3.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Avatar
          src={thumbnailSrc(collection.avatar ?? undefined, 160)}
          alt=""
          sx={{ width: 56, height: 56, border: 3, borderColor: 'background.paper', bgcolor: 'primary.main' }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography
          component={headingLevel}
          variant="subtitle1"
          // The card shows the focus around itself, not a second ring around the name.
          sx={{ fontWeight: 700, '& a:focus-visible': { outline: 'none' } }}
          noWrap
        >
          <Box
            component={Link}
            to={to ?? href}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {name}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t('BY_CREATOR')}{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {collection.creator || t('ANONYMOUS')}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {t('browse.items', { count: collection.totalItems })}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="collection-description"
          sx={{
            // Two lines, kept even when shorter or empty, so the cards of a row line up.
            display: '-webkit-box',
            WebkitLineClamp: DESCRIPTION_LINES,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            minHeight: `${DESCRIPTION_LINES * 1.43}em`,
          }}
        >
          {collection.description}
        </Typography>
      </Box>
    </Card>
  );
}

/** The cover's width in a grid of two columns, four from 1200 px (the landing's). */
export const TWO_OR_FOUR_COLUMN_SIZES = '(min-width: 1200px) 340px, 50vw';

/** The cover's width in a grid of one column on phones, two from 600 px and four from 1200 px. */
export const ONE_TO_FOUR_COLUMN_SIZES = '(min-width: 1200px) 340px, (min-width: 600px) 50vw, 100vw';

export function CollectionCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />
      <Box sx={{ p: 2, height: 140 }} />
    </Card>
  );
}

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
import { thumbnailSrc } from '../nfts/nftDisplay.ts';
import { useCollectionHref } from './useCollectionHref.ts';

/**
 * A collection card: cover, avatar, name, 'by' creator (or 'Anonymous'); opens `to`, by default the
 * collection detail for a user with a linked wallet, else collection explore.
 */
export function CollectionCard({ collection, to }: { collection: Collection; to?: string }) {
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
      <Box
        sx={{
          aspectRatio: '16 / 9',
          background: collection.cover
            ? `center / cover no-repeat url("${collection.cover}")`
            : `${brand.gradient}`,
        }}
      />
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
      </Box>
    </Card>
  );
}

export function CollectionCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />
      <Box sx={{ p: 2, height: 96 }} />
    </Card>
  );
}

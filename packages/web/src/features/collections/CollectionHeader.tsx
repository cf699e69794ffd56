import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Collection } from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/palette.ts';
import { thumbnailSrc } from '../nfts/nftDisplay.ts';
import { ReadMoreText } from './ReadMoreText.tsx';

/**
 * Cover, avatar, name (default 'Unknown'), 'By' creator (or 'Anonymous') and the description;
 * `actions` (the creator's controls) sit beside the name.
 */
export function CollectionHeader({
  collection,
  actions,
}: {
  collection: Collection | undefined;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Box
        role="img"
        aria-label={collection ? t('browse.collectionCover', { name: collection.collectionName }) : undefined}
        sx={{
          height: { xs: 160, sm: 240, md: 300 },
          borderRadius: { xs: '20px', md: '28px' },
          border: 1,
          borderColor: 'divider',
          background: collection?.cover
            ? `center / cover no-repeat url("${collection.cover}")`
            : brand.gradient,
        }}
      />
      <Box sx={{ px: { xs: 2, md: 4 }, mt: { xs: -5, md: -7 } }}>
        <Avatar
          // The resized copy: the circle is at most 128 px (256 on a 2× screen), an upload can be far larger.
          src={thumbnailSrc(collection?.avatar ?? undefined, 320)}
          alt=""
          sx={{
            width: { xs: 88, md: 128 },
            height: { xs: 88, md: 128 },
            border: 4,
            borderColor: 'background.default',
            bgcolor: 'primary.main',
            fontSize: '2.5rem',
          }}
        >
          {(collection?.collectionName || t('UNKNOWN')).charAt(0).toUpperCase()}
        </Avatar>
        {collection ? (
          <>
            <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
                {collection.collectionName || t('UNKNOWN')}
              </Typography>
              {actions}
            </Box>
            <Typography sx={{ mt: 0.5, mb: 2 }}>
              {t('BY_CREATOR_CAPITAL')}{' '}
              <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
                {collection.creator || t('ANONYMOUS')}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                {t('browse.items', { count: collection.totalItems })}
              </Box>
            </Typography>
            {collection.description && <ReadMoreText text={collection.description} />}
          </>
        ) : (
          <Box sx={{ mt: 2 }}>
            <Skeleton width={280} height={48} />
            <Skeleton width={160} />
            <Skeleton width="60%" />
          </Box>
        )}
      </Box>
    </Box>
  );
}

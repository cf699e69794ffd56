import ViewInArRounded from '@mui/icons-material/ViewInArRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { brand } from '../../theme/palette.ts';
import { thumbnailSrcSet } from './nftDisplay.ts';

/**
 * A square picture that degrades to a branded placeholder when there is none or it fails.
 * `priority`: one of the first pictures of a page (the likely LCP): fetched at once, first.
 * `sizes`: how wide it shows, so the browser picks the api's resized copy that fits (an uploaded
 * picture); without it the original is shown.
 */
export function NftMedia({
  src,
  alt,
  radius = 0,
  priority = false,
  sizes,
}: {
  src?: string;
  alt: string;
  radius?: number | string;
  priority?: boolean;
  sizes?: string;
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const show = src && failed !== src;
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        aspectRatio: '1 / 1',
        width: '100%',
        overflow: 'hidden',
        borderRadius: radius,
        bgcolor: theme.palette.mode === 'dark' ? '#1d1938' : '#efedf8',
        backgroundImage: show
          ? undefined
          : `radial-gradient(circle at 30% 20%, ${alpha(brand.cyan, 0.25)}, transparent 55%), radial-gradient(circle at 80% 90%, ${alpha(brand.violet, 0.35)}, transparent 60%)`,
      })}
    >
      {show ? (
        <Box
          component="img"
          src={src}
          srcSet={sizes ? thumbnailSrcSet(src) : undefined}
          sizes={sizes}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
          }}
        >
          <ViewInArRounded sx={{ fontSize: 44, opacity: 0.7 }} />
        </Box>
      )}
    </Box>
  );
}

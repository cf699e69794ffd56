import ImageNotSupportedRounded from '@mui/icons-material/ImageNotSupportedRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { NftDetail } from '@vrmarket/domain';
import { nftTitle } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/palette.ts';
import { homeColorOf, type Stage, thumbnailOf } from './display.ts';
import { ModelStage } from './ModelStage.tsx';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/** The square stage: the 3D viewer, the video or image, or the mystery-card and store styles. */
export function DetailStage({ nft, stage }: { nft: NftDetail; stage: Stage }) {
  const { t } = useTranslation();
  const title = nftTitle(nft);
  return (
    <Box
      data-testid="nft-stage"
      data-stage={stage.kind}
      sx={(theme) => ({
        position: 'relative',
        aspectRatio: '1',
        borderRadius: 4,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        background:
          theme.palette.mode === 'dark'
            ? `radial-gradient(circle at 50% 35%, ${alpha(brand.violet, 0.28)}, ${theme.palette.background.paper} 70%)`
            : `radial-gradient(circle at 50% 35%, #ffffff, ${alpha(brand.violet, 0.12)} 85%)`,
      })}
    >
      {stage.kind === 'model' && (
        <ModelStage url={stage.url} poster={thumbnailOf(nft)} title={title} tint={homeColorOf(nft)} />
      )}
      {stage.kind === 'image' && (
        <Box component="img" src={stage.url} alt={title} sx={{ ...fill, objectFit: 'contain' }} />
      )}
      {stage.kind === 'video' && (
        <Box
          component="video"
          src={stage.url}
          title={title}
          controls
          autoPlay
          muted
          loop
          playsInline
          sx={{ ...fill, objectFit: 'contain', bgcolor: '#000' }}
        />
      )}
      {stage.kind === 'mystery' && <MysteryCard image={stage.image} title={title} />}
      {stage.kind === 'store' && (
        <Box sx={{ ...fill, display: 'grid', placeItems: 'center', p: { xs: 3, md: 6 } }}>
          <Box
            component="img"
            src={stage.image}
            alt={title}
            sx={{ width: '100%', maxHeight: '100%', objectFit: 'contain', borderRadius: 3, boxShadow: 6 }}
          />
        </Box>
      )}
      {stage.kind === 'none' && (
        <Box
          sx={{
            ...fill,
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
            textAlign: 'center',
          }}
        >
          <Box>
            <ImageNotSupportedRounded sx={{ fontSize: 56, opacity: 0.6 }} />
            <Typography>{t('EMPTY_COMING')}</Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The mystery-card style: the card art on a holographic frame. */
function MysteryCard({ image, title }: { image: string | undefined; title: string }) {
  return (
    <Box
      sx={{
        ...fill,
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg, #1b1240, #3a1f7a 45%, #0b5563)',
      }}
    >
      <Box
        sx={{
          width: '62%',
          aspectRatio: '3 / 4',
          borderRadius: 4,
          p: '6px',
          background: 'linear-gradient(135deg, #ffd86b, #ff6b8b 35%, #7b61ff 65%, #00c2d1)',
          boxShadow: '0 24px 60px rgba(0,0,0,0.45)',
          transform: 'rotate(-4deg)',
        }}
      >
        <Box
          component={image ? 'img' : 'div'}
          src={image}
          alt={title}
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            borderRadius: 3,
            bgcolor: '#140d33',
            display: 'block',
          }}
        />
      </Box>
    </Box>
  );
}

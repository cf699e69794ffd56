import AddRounded from '@mui/icons-material/AddRounded';
import ExploreRounded from '@mui/icons-material/ExploreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes } from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IsoScene } from '../../components/brand/IsoScene.tsx';
import { useLoginPrompt } from '../../features/session/useLoginPrompt.ts';
import { useAccessToken } from '../../features/session/useSession.ts';

/** Slide 1 of the spec's banner: 'NFT Marketplace for Metaverse Assets' with Explore and Create. */
export function Hero({ onExplore }: { onExplore: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accessToken = useAccessToken();
  const loginPrompt = useLoginPrompt();

  const create = () => (accessToken ? navigate(routes.addNewNft()) : loginPrompt.show());

  return (
    <SlideLayout
      art={<IsoScene />}
      content={
        <>
          <Typography variant="overline" color="primary" sx={{ fontSize: { xs: '0.68rem', sm: '0.75rem' } }}>
            {t('home.eyebrow')}
          </Typography>
          {/* The page's h1: slide 1 is the landing's title; slide 2's is an h2. */}
          <Typography variant="h1" sx={{ fontSize: { xs: '2.4rem', sm: '3.2rem', lg: '4rem' } }}>
            {t('BANNER_MARKETPLACE_TITLE')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, maxWidth: 520 }}>
            {t('home.heroText')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, pt: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" size="large" startIcon={<ExploreRounded />} onClick={onExplore}>
              {t('EXPLORE')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              color="inherit"
              startIcon={<AddRounded />}
              onClick={create}
            >
              {t('CREATE')}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('home.heroChips')}
          </Typography>
        </>
      }
    />
  );
}

/** The two-column layout every banner slide shares: text on the left, the illustration on the right. */
export function SlideLayout({ content, art }: { content: ReactNode; art: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' },
        alignItems: 'center',
        height: '100%',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, position: 'relative', zIndex: 1 }}>
        {content}
      </Box>
      <Box sx={{ maxWidth: { xs: 420, md: 560 }, width: '100%', justifySelf: 'center' }}>{art}</Box>
    </Box>
  );
}

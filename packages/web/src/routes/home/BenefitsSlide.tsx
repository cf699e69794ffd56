import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/palette.ts';
import { SlideLayout } from './Hero.tsx';

/** Where slide 2's Explore leads; an operator sets VITE_NFT_BENEFITS_URL at build time. */
export const BENEFITS_URL: string = import.meta.env.VITE_NFT_BENEFITS_URL || 'https://ethereum.org/en/nft/';

/** Slide 2 of the banner: 'What are the benefits of NFTs?' with Explore opening the external page. */
export function BenefitsSlide() {
  const { t } = useTranslation();
  return (
    <SlideLayout
      art={<BenefitsArt />}
      content={
        <>
          <Typography
            variant="overline"
            color="secondary"
            sx={{ fontSize: { xs: '0.68rem', sm: '0.75rem' } }}
          >
            {t('browse.benefitsPoints')}
          </Typography>
          <Typography
            variant="h1"
            component="h2"
            sx={{ fontSize: { xs: '2.4rem', sm: '3.2rem', lg: '4rem' } }}
          >
            {t('BANNER_BENEFITS_TITLE')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, maxWidth: 520 }}>
            {t('browse.benefitsText')}
          </Typography>
          <Box sx={{ pt: 1 }}>
            <Button
              variant="contained"
              size="large"
              href={BENEFITS_URL}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewRounded />}
            >
              {t('EXPLORE')}
            </Button>
          </Box>
        </>
      }
    />
  );
}

/** Three stacked token cards: ownership, royalties, interoperability. Pure CSS, no download. */
function BenefitsArt() {
  const cards = [
    { rotate: -10, x: -18, color: brand.violet },
    { rotate: 4, x: 8, color: '#4f7bff' },
    { rotate: 14, x: 30, color: brand.cyan },
  ];
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'relative', aspectRatio: '4 / 3', display: 'grid', placeItems: 'center' }}
    >
      {cards.map((card, index) => (
        <Box
          key={card.color}
          sx={(theme) => ({
            position: 'absolute',
            width: '46%',
            aspectRatio: '3 / 4',
            borderRadius: '22px',
            transform: `translateX(${card.x}%) rotate(${card.rotate}deg)`,
            background: `linear-gradient(160deg, ${alpha(card.color, 0.95)}, ${alpha(card.color, 0.55)})`,
            boxShadow: `0 24px 48px ${alpha(card.color, theme.palette.mode === 'dark' ? 0.35 : 0.28)}`,
            border: `1px solid ${alpha('#fff', 0.35)}`,
            zIndex: index,
            '&::before': {
              content: '""',
              position: 'absolute',
              inset: '12%',
              bottom: '38%',
              borderRadius: '14px',
              background: alpha('#fff', 0.22),
            },
            '&::after': {
              content: '""',
              position: 'absolute',
              left: '12%',
              right: '30%',
              bottom: '16%',
              height: '8%',
              borderRadius: 999,
              background: alpha('#fff', 0.5),
            },
          })}
        />
      ))}
    </Box>
  );
}

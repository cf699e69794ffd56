import CampaignRounded from '@mui/icons-material/CampaignRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { Ad } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../theme/palette.ts';
import { useAds } from './useAds.ts';

// Seconds per ad for one pass of the ticker: slow enough to read.
const SECONDS_PER_AD = 9;

/**
 * The advertising ticker under the header: the ads' texts scroll by in a loop (the list is
 * rendered twice so the loop has no gap); it stops on hover and for reduced motion. Nothing
 * shows without ads.
 */
export function AdTicker() {
  const { t } = useTranslation();
  const { data } = useAds();
  const ads = (data ?? []).filter((ad) => ad.text.trim() !== '');
  if (ads.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label={t('browse.adsLabel')}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        overflow: 'hidden',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: alpha(brand.violet, theme.palette.mode === 'dark' ? 0.14 : 0.07),
        fontSize: '0.8125rem',
        height: 34,
      })}
    >
      <Box sx={{ px: 1.5, display: 'flex', color: 'primary.main', flexShrink: 0 }}>
        <CampaignRounded fontSize="small" aria-hidden="true" />
      </Box>
      <Box
        sx={{
          overflow: 'hidden',
          flex: 1,
          maskImage: 'linear-gradient(90deg, transparent, #000 3%, #000 97%, transparent)',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `vrm-ticker ${ads.length * SECONDS_PER_AD}s linear infinite`,
            '&:hover': { animationPlayState: 'paused' },
            '@keyframes vrm-ticker': {
              from: { transform: 'translateX(0)' },
              to: { transform: 'translateX(-50%)' },
            },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <AdList ads={ads} />
          <AdList ads={ads} hidden />
        </Box>
      </Box>
    </Box>
  );
}

function AdList({ ads, hidden = false }: { ads: Ad[]; hidden?: boolean }) {
  return (
    <Box
      component="ul"
      aria-hidden={hidden || undefined}
      sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}
    >
      {ads.map((ad) => (
        <Box component="li" key={ad.id} sx={{ px: 4, whiteSpace: 'nowrap', fontWeight: 600 }}>
          {ad.url ? <AdLink url={ad.url} text={ad.text} hidden={hidden} /> : ad.text}
        </Box>
      ))}
    </Box>
  );
}

const linkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

/** A path of the app opens in place; another site in a new tab. */
function AdLink({ url, text, hidden }: { url: string; text: string; hidden: boolean }) {
  const tabIndex = hidden ? -1 : undefined;
  if (url.startsWith('/'))
    return (
      <Box component={Link} to={url} tabIndex={tabIndex} sx={linkSx}>
        {text}
      </Box>
    );
  return (
    <Box component="a" href={url} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} sx={linkSx}>
      {text}
    </Box>
  );
}

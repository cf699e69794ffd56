import Box from '@mui/material/Box';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../theme/palette.ts';
import { LogoMark } from './LogoMark.tsx';

/** The logo: the mark plus the "vrmarket" wordmark ("vr" in the brand gradient); links to `/`. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to={routes.home()}
      aria-label={t('header.home')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <LogoMark size={36} />
      {!compact && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{ fontWeight: 800, fontSize: '1.35rem', letterSpacing: '-0.04em', lineHeight: 1 }}
        >
          <Box
            component="span"
            sx={{ background: brand.gradient, backgroundClip: 'text', WebkitTextFillColor: 'transparent' }}
          >
            vr
          </Box>
          market
        </Box>
      )}
    </Box>
  );
}

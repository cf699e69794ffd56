import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINT_NARROW_PX, routes, searchRoutes } from '@vrmarket/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccessToken } from '../../features/session/useSession.ts';
import { useRouteName } from '../../router/useRouteName.ts';
import { Logo } from '../brand/Logo.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SearchBox } from './SearchBox.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

// The account area (menu, wallet dialogs, signed-in row) is its own chunk: a visitor's first paint
// only needs the Sign In button, drawn here until the chunk arrives.
const HeaderAccount = lazy(() =>
  import('../../features/session/HeaderAccount.tsx').then((m) => ({ default: m.HeaderAccount })),
);
const HeaderActions = lazy(() =>
  import('../../features/session/HeaderActions.tsx').then((m) => ({ default: m.HeaderActions })),
);

function AccountPlaceholder({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const accessToken = useAccessToken();
  if (accessToken) return <Box sx={{ width: 40, height: 40 }} />;
  return (
    <Button component={Link} to={routes.login()} variant="contained" size={compact ? 'small' : 'medium'}>
      {t('SIGN_IN')}
    </Button>
  );
}

export const NARROW_QUERY = `(max-width:${BREAKPOINT_NARROW_PX - 0.05}px)`;

/** The header of every page: logo, the search box on the spec's search routes, language, theme, account. */
export function Header() {
  const { pathname } = useLocation();
  const routeName = useRouteName();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const belowMd = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const showSearch = routeName !== undefined && searchRoutes.includes(routeName);

  // Plain boxes with AppBar's and Toolbar's styles: those components (and Paper) cost ~1.5 KB of
  // every first paint for what a sticky flex row does.
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        color: 'text.primary',
        bgcolor: alpha(theme.palette.background.default, 0.82),
        backdropFilter: 'saturate(180%) blur(16px)',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          position: 'relative',
          gap: { xs: 1, sm: 2 },
          flexWrap: narrow ? 'wrap' : 'nowrap',
          py: narrow && showSearch ? 1 : 0,
          minHeight: { xs: 64, sm: 72 },
          px: { xs: 1.5, sm: 3 },
          width: '100%',
          maxWidth: 1440,
          mx: 'auto',
        }}
      >
        <Logo compact={narrow || (showSearch && belowMd)} />
        {showSearch && <SearchBox key={pathname} narrow={narrow} />}
        <Box sx={{ flex: 1, display: showSearch && !narrow ? { xs: 'none', md: 'block' } : 'block' }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.75, sm: 1.5 }, flexShrink: 0 }}>
          <LanguageSwitch />
          <ThemeToggle />
          <Suspense fallback={<AccountPlaceholder compact={narrow} />}>
            <HeaderAccount compact={narrow} />
          </Suspense>
        </Box>
      </Box>
      <Suspense fallback={null}>
        <HeaderActions />
      </Suspense>
    </Box>
  );
}

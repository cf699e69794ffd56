import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINT_NARROW_PX, searchRoutes } from '@vrmarket/domain';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useRouteName } from '../../app/useRouteName.ts';
import { Logo } from '../brand/Logo.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import type { LayoutParts } from './layoutParts.ts';
import { SearchBox } from './SearchBox.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

export const NARROW_QUERY = `(max-width:${BREAKPOINT_NARROW_PX - 0.05}px)`;

/** The header of every page: logo, the search box on the spec's search routes, language, theme, account. */
export function Header({
  parts,
}: {
  parts: Pick<LayoutParts, 'HeaderAccount' | 'AccountPlaceholder' | 'HeaderActions'>;
}) {
  const { HeaderAccount, AccountPlaceholder, HeaderActions } = parts;
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

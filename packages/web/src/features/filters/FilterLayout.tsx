import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list with its filter panel: a sticky side panel from the md breakpoint, and below it a
 * 'Filters' button (rendered by the caller through `renderButton`) that opens the panel in a drawer.
 */
export function FilterLayout({
  panel,
  children,
  renderToolbar,
}: {
  panel: ReactNode;
  children: ReactNode;
  renderToolbar: (filtersButton: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const button = desktop ? null : (
    <Button variant="outlined" color="inherit" startIcon={<TuneRounded />} onClick={() => setOpen(true)}>
      {t('browse.filters')}
    </Button>
  );
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' } }}>
      {desktop && (
        <Box
          sx={{
            position: 'sticky',
            top: 96,
            alignSelf: 'start',
            maxHeight: 'calc(100dvh - 112px)',
            overflowY: 'auto',
            pr: 1,
          }}
        >
          {panel}
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        {renderToolbar(button)}
        {children}
      </Box>
      {!desktop && (
        <Drawer
          anchor="left"
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ paper: { sx: { width: 300, p: 2.5 } } }}
        >
          {panel}
        </Drawer>
      )}
    </Box>
  );
}

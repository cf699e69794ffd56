import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The page width and gutters shared by the screens. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 4 } }}>{children}</Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list's heading (with its total) and its controls: selects, icons, the view toggle. */
export function ListToolbar({
  title,
  headingLevel = 'h1',
  start,
  children,
}: {
  title: ReactNode;
  headingLevel?: 'h1' | 'h2';
  /** Before the heading (a Back button). */
  start?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        mb: 2.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {start}
        <Typography
          component={headingLevel}
          variant="h5"
          data-testid="list-heading"
          sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{children}</Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DetailCardProps {
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Content taller than this scrolls inside the card (spec: Data 200 px, Sale history 300 px). */
  maxHeight?: number;
  children: ReactNode;
  /** Removes the content padding (tables and frames that reach the edges). */
  flush?: boolean;
}

/** One titled card of the detail screen. */
export function DetailCard({ title, icon, action, maxHeight, children, flush = false }: DetailCardProps) {
  return (
    <Paper component="section" variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Stack
        direction="row"
        spacing={1.25}
        sx={{ alignItems: 'center', px: 2.5, py: 1.75, borderBottom: 1, borderColor: 'divider' }}
      >
        {icon && <Box sx={{ display: 'flex', color: 'text.secondary' }}>{icon}</Box>}
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Box sx={{ p: flush ? 0 : 2.5, maxHeight, overflowY: maxHeight ? 'auto' : undefined }}>{children}</Box>
    </Paper>
  );
}

import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list with nothing to show: an icon, the spec's text and an optional action. */
export function EmptyState({ title, icon, action }: { title: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Box
      role="status"
      sx={(theme) => ({
        border: `1.5px dashed ${alpha(theme.palette.primary.main, 0.3)}`,
        borderRadius: '24px',
        py: { xs: 6, md: 8 },
        px: 3,
        textAlign: 'center',
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.05 : 0.025),
      })}
    >
      <Box sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 48 } }}>
        {icon ?? <SearchOffRounded />}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Box>
  );
}

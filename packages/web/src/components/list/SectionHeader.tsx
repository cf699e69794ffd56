import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section's title (h2) with an optional line of text under it and actions on the right. */
export function SectionHeader({
  id,
  title,
  text,
  actions,
}: {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} variant="h4" component="h2">
          {title}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        )}
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>{actions}</Box>
      )}
    </Box>
  );
}

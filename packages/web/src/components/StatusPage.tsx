import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StatusPageProps {
  icon?: ReactNode;
  /** Big decorative text above the title (e.g. 404). */
  display?: string;
  title: string;
  text?: string;
  action?: ReactNode;
  tone?: 'primary' | 'error' | 'secondary';
}

/** A centred full-width message page: not found, coming soon, error. */
export function StatusPage({ icon, display, title, text, action, tone = 'primary' }: StatusPageProps) {
  return (
    <Box sx={{ px: 2, py: { xs: 8, md: 12 }, display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2.5,
          alignItems: 'center',
          textAlign: 'center',
          maxWidth: 560,
        }}
      >
        {icon && (
          <Box
            sx={(theme) => ({
              width: 88,
              height: 88,
              borderRadius: '28px',
              display: 'grid',
              placeItems: 'center',
              color: theme.palette[tone].main,
              bgcolor: alpha(theme.palette[tone].main, 0.12),
              border: `1px solid ${alpha(theme.palette[tone].main, 0.24)}`,
            })}
          >
            {icon}
          </Box>
        )}
        {display && (
          <Typography
            aria-hidden="true"
            sx={{
              fontSize: { xs: '5.5rem', md: '8rem' },
              fontWeight: 800,
              letterSpacing: '-0.06em',
              lineHeight: 1,
              background: 'linear-gradient(135deg, #7b61ff 0%, #4f7bff 45%, #00c2d1 100%)',
              backgroundClip: 'text',
              WebkitTextFillColor: 'transparent',
            }}
          >
            {display}
          </Typography>
        )}
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {title}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
            {text}
          </Typography>
        )}
        {action && <Box sx={{ pt: 1 }}>{action}</Box>}
      </Box>
    </Box>
  );
}

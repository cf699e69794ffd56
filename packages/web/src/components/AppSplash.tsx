import Box from '@mui/material/Box';
import { LogoMark } from './brand/LogoMark.tsx';

/** Shown for the blink while the first screen's code loads (the router's HydrateFallback). */
export function AppSplash() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2.5, width: 160 }}>
        <LogoMark size={56} />
        {/* A CSS bar rather than LinearProgress, to keep it out of the first load. */}
        <Box
          role="progressbar"
          aria-label="Loading"
          sx={{
            position: 'relative',
            width: '100%',
            height: 4,
            borderRadius: 999,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            '&::after': {
              content: '""',
              position: 'absolute',
              inset: 0,
              width: '40%',
              borderRadius: 999,
              bgcolor: 'primary.main',
              animation: 'vrm-splash 1.1s ease-in-out infinite',
            },
            '@keyframes vrm-splash': { from: { left: '-40%' }, to: { left: '100%' } },
          }}
        />
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  // A CSS bar rather than LinearProgress: this component is part of every first paint.
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        height: 3,
        overflow: 'hidden',
        bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.25),
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '40%',
          bgcolor: 'secondary.main',
          animation: 'vrm-progress 1.1s ease-in-out infinite',
        },
        '@keyframes vrm-progress': { from: { left: '-40%' }, to: { left: '100%' } },
      }}
    />
  );
}

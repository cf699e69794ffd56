import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { ModelViewerProps } from './ModelViewer.tsx';

// three.js and react-three-fiber live in their own chunk, fetched only when a model is shown.
const ModelViewer = lazy(() => import('./ModelViewer.tsx'));

export type { ModelViewerProps, ViewerState } from './ModelViewer.tsx';

/** The 3D viewer, filling its (relatively positioned) parent; a spinner while its code loads. */
export function LazyModelViewer(props: ModelViewerProps) {
  return (
    <Suspense
      fallback={
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress />
        </Box>
      }
    >
      <ModelViewer {...props} />
    </Suspense>
  );
}

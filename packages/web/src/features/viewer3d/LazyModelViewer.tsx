import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { ModelViewerProps } from './ModelViewer.tsx';

/** Lets the browser handle input and paint between two steps of the viewer's start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let viewerModule: Promise<typeof import('./ModelViewer.tsx')> | undefined;

/**
 * three.js and react-three-fiber live in their own chunks, fetched only when a model is shown.
 * Their evaluation is hundreds of milliseconds on a phone: one module group at a time, with a
 * task boundary between them, so a tap never waits behind all of it.
 */
export function loadModelViewer(): Promise<typeof import('./ModelViewer.tsx')> {
  viewerModule ??= (async () => {
    await import('three');
    await nextTask();
    await import('@react-three/fiber');
    await nextTask();
    return import('./ModelViewer.tsx');
  })().catch((error: unknown) => {
    // A failed fetch (offline) is tried again by the next start, not remembered.
    viewerModule = undefined;
    throw error;
  });
  return viewerModule;
}

const ModelViewer = lazy(loadModelViewer);

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

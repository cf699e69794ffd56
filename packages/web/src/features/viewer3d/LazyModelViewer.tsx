import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../components/useNearViewport.ts';
import type { ModelViewerProps, ViewerState } from './ModelViewer.tsx';
import { type Turn, takeTurn } from './startTurns.ts';

let viewerModule: Promise<typeof import('./ModelViewer.tsx')> | undefined;

/**
 * The viewer's component is small; three and the model are loaded by its worker, off the main
 * thread (viewerHost.ts). Loading the component starts that worker too.
 */
export function loadModelViewer(): Promise<typeof import('./ModelViewer.tsx')> {
  viewerModule ??= import('./ModelViewer.tsx')
    .then((module) => {
      module.prepareViewer();
      return module;
    })
    .catch((error: unknown) => {
      // A failed fetch (offline) is tried again by the next start, not remembered.
      viewerModule = undefined;
      throw error;
    });
  return viewerModule;
}

const ModelViewer = lazy(loadModelViewer);

export type { ModelViewerProps, ViewerState } from './ModelViewer.tsx';

/** How far outside the viewport a viewer starts: about a card's height of scrolling ahead. */
const ROOT_MARGIN = '300px 0px';

const fill = { position: 'absolute', inset: 0 } as const;

const spinner = (
  <Box sx={{ ...fill, display: 'grid', placeItems: 'center' }}>
    <CircularProgress />
  </Box>
);

/** Once `wanted`: waits for this viewer's turn to start (startTurns.ts); `end` gives the turn up. */
function useStartTurn(wanted: boolean): { started: boolean; end: () => void } {
  const [started, setStarted] = useState(false);
  const turn = useRef<Turn | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const mine = takeTurn();
    turn.current = mine;
    let live = true;
    void mine.ready.then(() => {
      if (live) setStarted(true);
    });
    return () => {
      live = false;
      mine.end();
    };
  }, [wanted]);
  const end = useCallback(() => turn.current?.end(), []);
  return { started, end };
}

/**
 * The 3D viewer, filling its (relatively positioned) parent. It starts once it comes near the
 * viewport, and after the viewers before it have drawn their first frame; until then an empty
 * box (far) or a spinner (near, waiting, or while its code loads). A page of many models starts
 * only what is seen, one at a time.
 */
export function LazyModelViewer({ onStateChange, ...props }: ModelViewerProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, ROOT_MARGIN);
  const { started, end } = useStartTurn(near);
  const changed = useCallback(
    (state: ViewerState) => {
      if (state !== 'loading') end();
      onStateChange?.(state);
    },
    [end, onStateChange],
  );
  return (
    <Box ref={box} sx={fill} aria-busy={!started || undefined}>
      {started ? (
        <Suspense fallback={spinner}>
          <ModelViewer {...props} onStateChange={changed} />
        </Suspense>
      ) : (
        near && spinner
      )}
    </Box>
  );
}

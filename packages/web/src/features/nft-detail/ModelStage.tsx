import ThreeDRotationRounded from '@mui/icons-material/ThreeDRotationRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModelViewer, loadModelViewer } from '../viewer3d/LazyModelViewer.tsx';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

const noChanges = () => () => {};

/** False in the server's markup until the app has taken it over: a click before that would be lost. */
function useInteractive(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A model's stage: its picture (the first screen's largest paint) with 'View in 3D'; the 3D viewer
 * starts when asked. Starting it by itself cost a phone most of a second of blocked input (three's
 * evaluation, the first frame) while the page was still being read. The picture goes when the
 * model is drawn. Without a picture there is nothing else to show: the viewer starts at once.
 */
export function ModelStage({
  url,
  poster,
  title,
  tint,
}: {
  url: string;
  poster: string | undefined;
  title: string;
  tint: string | undefined;
}) {
  const { t } = useTranslation();
  const [viewer, setViewer] = useState(!poster);
  const [drawn, setDrawn] = useState(false);
  const interactive = useInteractive();
  // Pointing at or focusing the button: the viewer's code is fetched and evaluated before the click.
  const warmUp = () => {
    loadModelViewer().catch(() => {
      // The click's own load shows the failure (the viewer's error state).
    });
  };
  return (
    <>
      {poster && !drawn && (
        <Box
          component="img"
          src={poster}
          alt=""
          aria-hidden="true"
          fetchPriority="high"
          sx={{ ...fill, objectFit: 'contain' }}
        />
      )}
      {!viewer && (
        <Button
          variant="contained"
          disabled={!interactive}
          startIcon={<ThreeDRotationRounded />}
          onPointerEnter={warmUp}
          onFocus={warmUp}
          onClick={() => setViewer(true)}
          // Top right: the pictures' captions sit along their bottom edge.
          sx={{ position: 'absolute', top: 16, right: 16, boxShadow: 4 }}
        >
          {t('detail.viewIn3d')}
        </Button>
      )}
      {viewer && (
        <LazyModelViewer
          url={url}
          title={title}
          tint={tint}
          onStateChange={(state) => setDrawn(state === 'rendered')}
        />
      )}
    </>
  );
}

import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Canvas } from '@react-three/fiber';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Object3D } from 'three';
import { Controls } from './Controls.tsx';
import { Lighting } from './Lighting.tsx';
import { Model } from './Model.tsx';
import { ModelErrorBoundary } from './ModelErrorBoundary.tsx';
import { download, exportGlb } from './scene.ts';

export type ViewerState = 'loading' | 'rendered' | 'error';

export interface ModelViewerProps {
  url: string;
  /** Accessible name of the canvas and file name of the export. */
  title: string;
  /** Wheel and pinch zoom; off on the page so scrolling never gets trapped. */
  zoom?: boolean;
  /** Shows the 'Export GLB' button. */
  exportable?: boolean;
  onStateChange?: (state: ViewerState) => void;
  /** Mesh names of parts not to show. */
  hiddenParts?: readonly string[];
  /** A `#rrggbb` colour multiplied into every material (the free home's colour); none keeps the model's own. */
  tint?: string;
  /** Mesh name → texture image url (the template customiser's materials). */
  partTextures?: Readonly<Record<string, string>>;
  /** The model's scene once loaded, for exporting what the viewer shows. */
  onScene?: (scene: Object3D) => void;
}

/**
 * Multisampling only where pixels are large. From 1.5 device pixels per CSS pixel (phones,
 * high-density laptops) edges look smooth without it, and a multisampled drawing buffer that size
 * is four samples a pixel to allocate, clear and resolve: at 1.75 and 4× CPU the viewer's context
 * took a task of 234–258 ms with it and 139–146 ms without (docs/decisions.md, session 19).
 */
const GL_OPTIONS = { antialias: window.devicePixelRatio < 1.5 };

const NONE: readonly string[] = [];
const NO_TEXTURES: Readonly<Record<string, string>> = {};

/** The 3D model viewer (spec): a glb with its parts, orbit without pan, optional zoom, binary export. */
export default function ModelViewer({
  url,
  title,
  zoom = false,
  exportable = false,
  onStateChange,
  hiddenParts = NONE,
  tint,
  partTextures = NO_TEXTURES,
  onScene,
}: ModelViewerProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ViewerState>('loading');
  const [exporting, setExporting] = useState(false);
  const sceneRef = useRef<Object3D | null>(null);

  const change = useCallback(
    (next: ViewerState) => {
      setState(next);
      onStateChange?.(next);
    },
    [onStateChange],
  );
  const onReady = useCallback(
    (scene: Object3D) => {
      sceneRef.current = scene;
      onScene?.(scene);
    },
    [onScene],
  );
  const onRendered = useCallback(() => change('rendered'), [change]);
  const onError = useCallback(() => change('error'), [change]);

  const exportModel = async () => {
    if (!sceneRef.current) return;
    setExporting(true);
    try {
      download(await exportGlb(sceneRef.current), `${title.replace(/[^\w-]+/g, '_') || 'model'}.glb`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box
      role="img"
      aria-label={title}
      aria-busy={state === 'loading'}
      data-viewer-state={state}
      sx={{ position: 'absolute', inset: 0, touchAction: zoom ? 'none' : 'pan-y' }}
    >
      <Canvas frameloop="demand" dpr={[1, 2]} gl={GL_OPTIONS} camera={{ fov: 40, position: [3, 2, 4] }}>
        <Lighting environment={state === 'rendered'} />
        <ModelErrorBoundary onError={onError}>
          <Suspense fallback={null}>
            <Model
              url={url}
              onReady={onReady}
              onRendered={onRendered}
              hiddenParts={hiddenParts}
              tint={tint}
              partTextures={partTextures}
            />
          </Suspense>
        </ModelErrorBoundary>
        <Controls zoom={zoom} />
      </Canvas>
      {state === 'loading' && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            pointerEvents: 'none',
          }}
        >
          <CircularProgress aria-label={t('detail.loadingModel')} />
        </Box>
      )}
      {state === 'error' && (
        <Typography
          role="alert"
          color="text.secondary"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            p: 3,
            textAlign: 'center',
          }}
        >
          {t('MODEL_ERROR')}
        </Typography>
      )}
      {exportable && state === 'rendered' && (
        <Tooltip title={t('detail.exportGlb')}>
          <IconButton
            aria-label={t('detail.exportGlb')}
            onClick={exportModel}
            disabled={exporting}
            sx={{ position: 'absolute', right: 12, bottom: 12, bgcolor: 'background.paper', boxShadow: 2 }}
          >
            {exporting ? <CircularProgress size={20} /> : <FileDownloadRounded />}
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

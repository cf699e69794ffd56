import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Look, Subject, ViewerState } from './protocol.ts';
import { useViewer } from './useViewer.ts';
import { prepareViewer } from './viewerHost.ts';

export type { ViewerState };
export { prepareViewer };
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
}

const NONE: readonly string[] = [];
const NO_TEXTURES: Readonly<Record<string, string>> = {};

/**
 * The 3D model viewer (spec): a glb with its parts, orbit without pan, optional zoom, binary export.
 * The model is drawn by `viewer.ts`, in a worker where the browser allows (viewerHost.ts).
 */
export default function ModelViewer({
  url,
  title,
  zoom = false,
  exportable = false,
  onStateChange,
  hiddenParts = NONE,
  tint,
  partTextures = NO_TEXTURES,
}: ModelViewerProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const subject = useMemo<Subject>(() => ({ kind: 'model', url }), [url]);
  const look = useMemo<Look>(() => ({ hiddenParts, tint, partTextures }), [hiddenParts, tint, partTextures]);
  const { box, state } = useViewer(subject, zoom, look, onStateChange);

  const exportModel = async () => {
    setExporting(true);
    try {
      const { download, exportLook } = await import('./look.ts');
      download(await exportLook(url, look), `${title.replace(/[^\w-]+/g, '_') || 'model'}.glb`);
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
      <Box ref={box} sx={{ position: 'absolute', inset: 0 }} />
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

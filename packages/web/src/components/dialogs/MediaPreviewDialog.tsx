import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

export type MediaKind = 'image' | 'video' | 'iframe';

export interface PreviewMedia {
  kind: MediaKind;
  src: string;
  /** Alt text of an image, title of a video or frame. */
  title?: string;
}

/** Image, video or embedded frame, shown large on a dark backdrop (spec: "media preview dialog"). */
export function MediaPreviewDialog({ media, onClose }: { media: PreviewMedia | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = media?.title ?? t('PREVIEW');
  return (
    <Dialog
      open={media !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-label={title}
      slotProps={{ paper: { sx: { bgcolor: '#07060f', overflow: 'hidden', position: 'relative' } } }}
    >
      <IconButton
        aria-label={t('dialogs.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, color: '#fff', bgcolor: 'rgba(0,0,0,0.45)' }}
      >
        <CloseRounded />
      </IconButton>
      {media && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: { xs: 240, md: 480 } }}>
          {media.kind === 'image' && (
            <Box component="img" src={media.src} alt={title} sx={{ maxWidth: '100%', maxHeight: '80vh' }} />
          )}
          {media.kind === 'video' && (
            <Box
              component="video"
              src={media.src}
              title={title}
              controls
              autoPlay
              sx={{ width: '100%', maxHeight: '80vh' }}
            />
          )}
          {media.kind === 'iframe' && (
            <Box
              component="iframe"
              src={media.src}
              title={title}
              allowFullScreen
              sandbox="allow-scripts allow-same-origin allow-popups"
              sx={{ width: '100%', height: '80vh', border: 0 }}
            />
          )}
        </Box>
      )}
    </Dialog>
  );
}

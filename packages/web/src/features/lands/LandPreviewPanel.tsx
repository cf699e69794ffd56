import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Land } from '@vrmarket/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '../create/ImageUploadButton.tsx';

// The viewer's host comes in its own chunk, only when a land is chosen (three draws in its worker).
const LandPreview3D = lazy(() => import('./LandPreview3D.tsx'));

/**
 * The chosen parcel's 3D preview with 'Upload texture' (png/jpeg): the picture goes through the
 * upload pipeline, is drawn on the parcel and its url is kept for the created NFT (land_texture).
 */
export function LandPreviewPanel({
  land,
  texture,
  onTexture,
  onError,
  disabled,
}: {
  land: Land;
  texture: string | null;
  onTexture: (url: string | null) => void;
  /** An error code for the form's error dialog (R-ERR-11). */
  onError: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Suspense
          fallback={
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              <CircularProgress />
            </Box>
          }
        >
          <LandPreview3D area={land.landArea} texture={texture} title={land.landName} />
        </Suspense>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ImageUploadButton
          label={t('lands.uploadTexture')}
          testId="land-texture-input"
          onUploaded={onTexture}
          onError={onError}
          disabled={disabled}
        />
        {texture && (
          <Button
            color="inherit"
            startIcon={<CloseRounded />}
            onClick={() => onTexture(null)}
            disabled={disabled}
          >
            {t('lands.removeTexture')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

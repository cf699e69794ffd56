import CloseRounded from '@mui/icons-material/CloseRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { acceptAttribute, type Land, uploadProblem } from '@vrmarket/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { uploadFile } from '../create/api.ts';

// three.js and react-three-fiber come in their own chunk, only when a land is chosen.
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
  /** A §8 code for the form's error dialog. */
  onError: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file, 'image');
    if (problem) return onError(problem.key);
    setUploading(true);
    try {
      onTexture((await uploadFile(file)).url);
    } catch (error) {
      onError(error instanceof ApiError && error.code ? error.code : 'PROCESS_FAILED');
    } finally {
      setUploading(false);
    }
  };
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
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          disabled={disabled || uploading}
          startIcon={uploading ? <CircularProgress size={18} /> : <UploadRounded />}
        >
          {t('lands.uploadTexture')}
          <input
            id={inputId}
            type="file"
            hidden
            accept={acceptAttribute('image')}
            data-testid="land-texture-input"
            onChange={(event) => {
              const input = event.currentTarget;
              void pick(input.files?.[0]).finally(() => {
                input.value = '';
              });
            }}
          />
        </Button>
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

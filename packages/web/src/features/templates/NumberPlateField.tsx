import CloseRounded from '@mui/icons-material/CloseRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { acceptAttribute } from '@vrmarket/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { uploadFile } from '../create/api.ts';
import { numberPlateProblem } from './modelCarousel.ts';

/**
 * Select-model's 'Upload number plate' (png/jpeg/jpg): the picture goes through the upload pipeline
 * at once and its url is kept for the create payload's number_plate_image.
 */
export function NumberPlateButton({
  onUploaded,
  onError,
  disabled,
}: {
  onUploaded: (url: string) => void;
  /** A §8 code: the page shows its dialog. */
  onError: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = numberPlateProblem(file);
    if (problem) return onError(problem);
    setUploading(true);
    try {
      onUploaded((await uploadFile(file)).url);
    } catch (error) {
      onError(error instanceof ApiError && error.code ? error.code : 'PROCESS_FAILED');
    } finally {
      setUploading(false);
    }
  };
  return (
    <Button
      component="label"
      htmlFor={inputId}
      variant="outlined"
      disabled={disabled || uploading}
      startIcon={uploading ? <CircularProgress size={18} /> : <UploadRounded />}
    >
      {uploading ? t('templates.uploading') : t('templates.uploadPlate')}
      <input
        id={inputId}
        type="file"
        hidden
        accept={acceptAttribute('image')}
        data-testid="number-plate-input"
        onChange={(event) => {
          const input = event.currentTarget;
          void pick(input.files?.[0]).finally(() => {
            input.value = '';
          });
        }}
      />
    </Button>
  );
}

/** The uploaded plate, shown on the viewer's corner, with a button to take it off. */
export function NumberPlateBadge({ url, onRemove }: { url: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 12,
        bottom: 12,
        display: 'flex',
        alignItems: 'flex-start',
        p: 0.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 3,
      }}
    >
      <Box
        component="img"
        src={url}
        alt={t('templates.plate')}
        sx={{
          display: 'block',
          width: { xs: 96, sm: 128 },
          maxHeight: 72,
          objectFit: 'contain',
          borderRadius: 1,
        }}
      />
      <IconButton size="small" aria-label={t('templates.removePlate')} onClick={onRemove} sx={{ ml: 0.25 }}>
        <CloseRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

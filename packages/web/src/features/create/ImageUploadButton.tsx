import UploadRounded from '@mui/icons-material/UploadRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { acceptAttribute, uploadProblem } from '@vrmarket/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../api/ApiError.ts';
import { uploadFile } from './api.ts';

/**
 * A button that picks a png/jpeg/jpg picture, checks it (R-VALID-7) and sends it through the
 * upload pipeline at once, spinning meanwhile: the stored url goes to `onUploaded`, an error code
 * (R-ERR-11) to `onError` (the screen shows its dialog). Select-model's number plate and the vrLand texture.
 */
export function ImageUploadButton({
  label,
  busyLabel,
  testId,
  onUploaded,
  onError,
  disabled,
}: {
  label: string;
  /** Shown instead of the label while the picture uploads. */
  busyLabel?: string;
  /** Of the hidden file input (tests set files on it). */
  testId: string;
  onUploaded: (url: string) => void;
  onError: (code: string) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file, 'image');
    if (problem) return onError(problem.key);
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
      {uploading && busyLabel ? busyLabel : label}
      <input
        id={inputId}
        type="file"
        hidden
        accept={acceptAttribute('image')}
        data-testid={testId}
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

import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  acceptAttribute,
  isMessageKey,
  UPLOAD_FORMATS,
  type UploadKind,
  uploadProblem,
} from '@vrmarket/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { UploadPreview } from './UploadPreview.tsx';
import type { UploadState } from './useUpload.ts';

interface UploadFieldProps {
  kind: UploadKind;
  label: string;
  state: UploadState;
  onFile: (file: File) => void;
  onCancel: () => void;
  /** Under the drop area (the 'or Create 3D Avatar' button). */
  extra?: ReactNode;
}

/** Why a file was refused, as the spec words it (checked here first, then by the api by content). */
function useRefusalText() {
  const { t } = useTranslation();
  return (kind: UploadKind, file: File): string | null => {
    const problem = uploadProblem(file, kind);
    if (!problem) return null;
    if (problem.key === 'FILE_FORMAT_NOT_SUPPORTED') {
      const formats = UPLOAD_FORMATS[kind].map((ext) => `.${ext}`).join(', ');
      return t('FILE_FORMAT_NOT_SUPPORTED_WITH_LIST', { formats });
    }
    return (t as (key: string) => string)(problem.key);
  };
}

/** Why the api refused a file, in the reader's language: the catalogue text of its code. */
function useUploadErrorText() {
  const { t } = useTranslation();
  return (kind: UploadKind, error: unknown): string => {
    if (!(error instanceof ApiError) || error.status <= 0 || error.status >= 500)
      return t('SOMETHING_WRONG_TRY_LATER');
    if (error.code === 'FILE_FORMAT_NOT_SUPPORTED_WITH_LIST') {
      const formats = UPLOAD_FORMATS[kind].map((ext) => `.${ext}`).join(', ');
      return t('FILE_FORMAT_NOT_SUPPORTED_WITH_LIST', { formats });
    }
    return error.code && isMessageKey(error.code)
      ? (t as (key: string) => string)(error.code)
      : error.message;
  };
}

/**
 * The file of a create form: choose a file, watch it go up (progress bar, Cancel), see it, or
 * 'Try again / Choose another file'.
 */
export function UploadField({ kind, label, state, onFile, onCancel, extra }: UploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const refusal = useRefusalText();
  const uploadErrorText = useUploadErrorText();
  const [refused, setRefused] = useState<string | null>(null);

  const choose = () => input.current?.click();
  const picked = (file: File | undefined) => {
    if (!file) return;
    const text = refusal(kind, file);
    setRefused(text);
    if (!text) onFile(file);
  };

  const error = refused ?? (state.status === 'error' ? uploadErrorText(kind, state.error) : null);

  return (
    <Box>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={acceptAttribute(kind)}
        data-testid="upload-input"
        onChange={(event) => {
          picked(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {state.status === 'done' ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <UploadPreview file={state.file} answer={state.answer} />
          <Button variant="outlined" startIcon={<ReplayRounded />} onClick={choose}>
            {`${t('TRY_AGAIN')} / ${t('CHOOSE_ANOTHER_FILE')}`}
          </Button>
        </Box>
      ) : (
        <Box
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            if (state.status !== 'uploading') picked(event.dataTransfer.files[0]);
          }}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 4,
            p: { xs: 3, sm: 4 },
            minHeight: 260,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            textAlign: 'center',
            bgcolor: 'action.hover',
          }}
        >
          <CloudUploadOutlined sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography variant="h6" component="p">
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('create.formats', {
              formats: UPLOAD_FORMATS[kind].map((ext) => ext.toUpperCase()).join(', '),
            })}
          </Typography>
          {state.status === 'uploading' ? (
            <Box sx={{ width: '100%', maxWidth: 360, display: 'grid', gap: 1 }}>
              <Typography variant="body2" noWrap>
                {state.file.name}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(state.progress * 100)}
                aria-label={t('create.uploading')}
                data-testid="upload-progress"
              />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="caption" color="text.secondary">
                  {t('create.uploadingPercent', { percent: Math.round(state.progress * 100) })}
                </Typography>
                <Button size="small" color="inherit" onClick={onCancel}>
                  {t('create.cancelUpload')}
                </Button>
              </Box>
            </Box>
          ) : (
            <Button variant="contained" onClick={choose}>
              {error ? `${t('TRY_AGAIN')} / ${t('CHOOSE_ANOTHER_FILE')}` : t('create.chooseFile')}
            </Button>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ width: '100%', maxWidth: 420 }}>
              {error}
            </Alert>
          )}
          {extra}
        </Box>
      )}
    </Box>
  );
}

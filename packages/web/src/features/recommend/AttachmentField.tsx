import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** What the picker offers; the rules (domain) still check what was picked. */
const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** 'Attachment file': pick pictures (added to those chosen), each shown as a removable chip. */
export function AttachmentField({
  files,
  error,
  disabled,
  onAdd,
  onRemove,
}: {
  files: File[];
  error?: string;
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography component="label" htmlFor={id} variant="subtitle2" sx={{ display: 'block', mb: 0.75 }}>
        {t('ATTACHMENT_FILE')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileRounded />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t('recommend.chooseFiles')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('recommend.filesHint')}
        </Typography>
      </Box>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-label={t('ATTACHMENT_FILE')}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // The same file may be picked again after removing it.
          event.target.value = '';
          if (picked.length > 0) onAdd(picked);
        }}
      />
      {files.length > 0 && (
        <Box
          role="list"
          aria-label={t('ATTACHMENT_FILE')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}
        >
          {files.map((file, index) => (
            <Chip
              key={`${file.name}-${file.size}`}
              role="listitem"
              label={`${file.name} · ${sizeText(file.size)}`}
              onDelete={disabled ? undefined : () => onRemove(index)}
              deleteIcon={
                <CancelRounded
                  role="button"
                  aria-hidden={false}
                  titleAccess={t('recommend.removeFile', { name: file.name })}
                />
              }
              variant="outlined"
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Box>
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

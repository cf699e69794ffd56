import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ImageValue } from '@vrmarket/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the picker offers; the rules (domain) still check what was picked. */
const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** A preview url for a picked file (revoked when replaced) or the stored image's url. */
function usePreview(value: ImageValue | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!value || typeof value === 'string') {
      setUrl(value || undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(value as File);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [value]);
  return url;
}

/** The cover or avatar input of the collection form: a drop zone that shows the chosen picture. */
export function ImageUploadField({
  label,
  value,
  error,
  shape,
  disabled,
  onChange,
}: {
  label: string;
  value: ImageValue | null;
  error?: string;
  shape: 'cover' | 'avatar';
  disabled?: boolean;
  onChange: (file: File) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const preview = usePreview(value);
  return (
    <Box>
      <Typography component="label" htmlFor={id} variant="subtitle2" sx={{ display: 'block', mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'relative',
          display: 'grid',
          placeItems: 'center',
          cursor: disabled ? 'default' : 'pointer',
          overflow: 'hidden',
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          bgcolor: 'action.hover',
          color: 'text.secondary',
          ...(shape === 'cover'
            ? { aspectRatio: '16 / 6', borderRadius: 3 }
            : { width: 112, height: 112, borderRadius: '50%' }),
          background: preview ? `center / cover no-repeat url("${preview}")` : undefined,
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {!preview && (
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, p: 1, textAlign: 'center' }}>
            <AddPhotoAlternateOutlined />
            <Typography variant="caption">{t('collections.pickImage')}</Typography>
          </Box>
        )}
        <Box
          component="input"
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          data-testid={`collection-${shape}-input`}
          aria-invalid={!!error}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            if (file) onChange(file);
            event.target.value = '';
          }}
          sx={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'inherit' }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

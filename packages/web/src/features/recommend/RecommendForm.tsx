import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@vrmarket/domain';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../categories/useCategoryTree.ts';
import { AttachmentField } from './AttachmentField.tsx';
import type { useRecommendForm } from './useRecommendForm.ts';

/** The keys e, + and - are blocked in the phone number (R-REC-3). */
const blockPhoneKeys = (event: KeyboardEvent) => {
  if (['e', 'E', '+', '-'].includes(event.key)) event.preventDefault();
};

/** The fields of the recommend form: Email*, Phone number*, Category*, Attachment file, Description. */
export function RecommendForm({
  form,
  busy,
  onSubmit,
}: {
  form: ReturnType<typeof useRecommendForm>;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const categories = useCategoryTree();
  const { values, errors } = form;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        label={t('EMAIL_LABEL')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => form.set('email', event.target.value)}
        error={!!errors.email}
        helperText={errors.email}
        disabled={busy}
      />
      <TextField
        label={t('PHONE_LABEL')}
        type="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        onKeyDown={blockPhoneKeys}
        onChange={(event) => form.set('phoneNumber', event.target.value)}
        error={!!errors.phoneNumber}
        helperText={errors.phoneNumber}
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
      />
      <TextField
        select
        label={t('CATEGORY_LABEL')}
        value={values.category}
        onChange={(event) => form.set('category', event.target.value)}
        error={!!errors.category}
        helperText={errors.category}
        disabled={busy}
      >
        {(categories.data ?? []).map((category) => (
          <MenuItem key={category.id} value={category.title}>
            {category.title}
          </MenuItem>
        ))}
      </TextField>
      <AttachmentField
        files={values.attachments}
        error={errors.attachments}
        disabled={busy}
        onAdd={form.addFiles}
        onRemove={form.removeFile}
      />
      <TextField
        label={t('DESCRIPTION_LABEL')}
        placeholder={t('recommend.descriptionPlaceholder')}
        value={values.description}
        onChange={(event) => form.set('description', event.target.value)}
        error={!!errors.description}
        helperText={errors.description ?? `${values.description.length}/${TEXT_LIMITS.recommendDescription}`}
        disabled={busy}
        multiline
        minRows={4}
        maxRows={10}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        sx={{ alignSelf: 'flex-end', px: 5 }}
      >
        {t('recommend.send')}
      </Button>
    </Stack>
  );
}

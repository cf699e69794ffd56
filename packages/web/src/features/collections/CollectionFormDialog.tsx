import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type Collection, TEXT_LIMITS } from '@vrmarket/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, NavigationWarningDialog, useLeaveGuard } from '../../components/dialogs/index.ts';
import { apiErrorText } from '../session/apiErrorText.ts';
import { ImageUploadField } from './ImageUploadField.tsx';
import { type CollectionFormValues, useCollectionForm } from './useCollectionForm.ts';

export interface CollectionFormDialogProps {
  title: string;
  /** The question asked before the form is sent. */
  confirmMessage: string;
  initial: CollectionFormValues;
  save: (values: CollectionFormValues) => Promise<Collection>;
  onSaved: (collection: Collection) => void;
  onClose: () => void;
}

/**
 * The Create and Edit Collection form (mount it to open it): name, description, cover and avatar;
 * Ok checks the rules, asks the confirm question, uploads the pictures and saves. A failure shows
 * an error line in the dialog. Leaving with changes (Cancel, the backdrop, another page) asks first.
 */
export function CollectionFormDialog({
  title,
  confirmMessage,
  initial,
  save,
  onSaved,
  onClose,
}: CollectionFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useCollectionForm(initial);
  const [step, setStep] = useState<'form' | 'confirm' | 'leave'>('form');
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved });
  const busy = mutation.isPending;
  const guard = useLeaveGuard(form.isDirty && !mutation.isSuccess);

  const close = () => {
    if (busy) return;
    if (form.isDirty) setStep('leave');
    else onClose();
  };
  const { values, errors } = form;

  return (
    <>
      <Dialog
        open
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        data-testid="collection-form"
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {mutation.isError && (
            <Alert severity="error" role="alert">
              {apiErrorText(t, mutation.error)}
            </Alert>
          )}
          <TextField
            label={t('COLLECTION_NAME_LABEL')}
            value={values.collectionName}
            onChange={(event) => form.set('collectionName', event.target.value)}
            error={!!errors.collectionName}
            helperText={errors.collectionName}
            disabled={busy}
            required
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.collectionName + 10 } }}
          />
          <TextField
            label={t('DESCRIPTION_LABEL')}
            value={values.description}
            onChange={(event) => form.set('description', event.target.value)}
            error={!!errors.description}
            helperText={errors.description}
            disabled={busy}
            multiline
            minRows={3}
            maxRows={8}
          />
          <ImageUploadField
            label={t('COVER_IMAGE_LABEL')}
            shape="cover"
            value={values.cover}
            error={errors.cover}
            disabled={busy}
            onChange={(file) => form.set('cover', file)}
          />
          <ImageUploadField
            label={t('AVATAR_IMAGE_LABEL')}
            shape="avatar"
            value={values.avatar}
            error={errors.avatar}
            disabled={busy}
            onChange={(file) => form.set('avatar', file)}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button variant="outlined" color="inherit" onClick={close} disabled={busy}>
            {t('CANCEL')}
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={() => {
              if (form.validate()) setStep('confirm');
            }}
          >
            {t('OK')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={step === 'confirm'}
        title={title}
        message={confirmMessage}
        onConfirm={() => {
          setStep('form');
          mutation.mutate(form.values);
        }}
        onClose={() => setStep('form')}
      />
      <ConfirmDialog
        open={step === 'leave'}
        title={t('NAVIGATION_WARNING_TITLE')}
        message={t('NAVIGATION_WARNING')}
        cancelLabel={t('CANCEL')}
        confirmLabel={t('CONFIRM')}
        onConfirm={onClose}
        onClose={() => setStep('form')}
      />
      <NavigationWarningDialog {...guard} />
    </>
  );
}

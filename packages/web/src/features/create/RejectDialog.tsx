import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REJECTION_REASON_MAX } from '@vrmarket/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Reject with a reason (required, at most 200 characters): the creator reads it on their card. */
export function RejectDialog({
  title,
  busy,
  onReject,
  onClose,
}: {
  title: string | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog
      open={title !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <DialogTitle id={titleId}>{t('create.verify.rejectTitle', { title })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t('create.verify.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX } }}
          helperText={`${reason.length}/${REJECTION_REASON_MAX}`}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('CANCEL')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || trimmed === ''}
          onClick={() => onReject(trimmed)}
        >
          {t('create.verify.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

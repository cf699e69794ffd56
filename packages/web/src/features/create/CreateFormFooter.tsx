import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The foot of a create form (spec §2, §5): the verification note for a non-admin creator or
 * 'not available' when the category may not be created, then Back and, when it may, Done.
 */
export function CreateFormFooter({
  isAdmin,
  creationAllowed,
  backLabel,
  onBack,
  done,
}: {
  isAdmin: boolean;
  creationAllowed: boolean;
  /** 'Back' unless given. */
  backLabel?: string;
  onBack: () => void;
  /** Done submits the form it is in, or calls `onClick`. */
  done: { onClick?: () => void; disabled?: boolean };
}) {
  const { t } = useTranslation();
  return (
    <>
      {!isAdmin && creationAllowed && (
        <Typography variant="body2" color="text.secondary">
          {t('create.verificationNote')}
        </Typography>
      )}
      {!creationAllowed && (
        <Typography variant="body2" color="warning.main" role="note">
          {t('FEATURE_NOT_AVAILABLE')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="inherit" onClick={onBack}>
          {backLabel ?? t('BACK')}
        </Button>
        {creationAllowed && (
          <Button
            type={done.onClick ? 'button' : 'submit'}
            variant="contained"
            disabled={done.disabled}
            onClick={done.onClick}
          >
            {t('DONE')}
          </Button>
        )}
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CreationBlock } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/**
 * The foot of a create form (R-CREATE-3, R-CREATE-4, R-CREATE-18): the verification note for a
 * non-admin creator, or why the category may not be created ('not available', or the card's pro
 * account note), then Back and, when it may, Done.
 */
export function CreateFormFooter({
  isAdmin,
  blocked,
  backLabel,
  onBack,
  done,
}: {
  isAdmin: boolean;
  /** Why creating is not allowed; null when it is. */
  blocked: CreationBlock | null;
  /** 'Back' unless given. */
  backLabel?: string;
  onBack: () => void;
  /** Done submits the form it is in, or calls `onClick`. */
  done: { onClick?: () => void; disabled?: boolean };
}) {
  const { t } = useTranslation();
  const creationAllowed = blocked === null;
  return (
    <>
      {!isAdmin && creationAllowed && (
        <Typography variant="body2" color="text.secondary">
          {t('create.verificationNote')}
        </Typography>
      )}
      {blocked !== null && (
        <Typography variant="body2" color="warning.main" role="note">
          {t(blocked)}
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

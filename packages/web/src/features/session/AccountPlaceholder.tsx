import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccessToken } from './useSession.ts';

/** The header's account area until its chunk arrives: a visitor's Sign In button, a signed-in user's blank. */
export function AccountPlaceholder({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const accessToken = useAccessToken();
  if (accessToken) return <Box sx={{ width: 40, height: 40 }} />;
  return (
    <Button component={Link} to={routes.login()} variant="contained" size={compact ? 'small' : 'medium'}>
      {t('SIGN_IN')}
    </Button>
  );
}

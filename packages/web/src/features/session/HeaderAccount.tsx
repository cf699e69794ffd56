import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { routes } from '@vrmarket/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccessToken } from './useSession.ts';

const SignedInAccount = lazy(() => import('./SignedInAccount.tsx'));

/**
 * The account end of the header: 'Sign In' for a visitor; for a signed-in user the wallet, the
 * avatar and its menu, whose code loads only then (keeping it out of a visitor's first load).
 */
export function HeaderAccount({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const accessToken = useAccessToken();
  if (!accessToken) {
    return (
      <Button component={Link} to={routes.login()} variant="contained" size={compact ? 'small' : 'medium'}>
        {t('SIGN_IN')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<Skeleton variant="circular" width={42} height={42} />}>
      <SignedInAccount compact={compact} />
    </Suspense>
  );
}

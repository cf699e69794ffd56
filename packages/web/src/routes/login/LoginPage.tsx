import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { routes } from '@vrmarket/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../components/PageContainer.tsx';
import { exchangeLoginCode } from '../../features/session/api.ts';
import { useFinishSignIn } from '../../features/session/useFinishSignIn.ts';
import { useAccessToken } from '../../features/session/useSession.ts';
import { Redirect } from '../../router/Redirect.tsx';
import { LoginSidePanel } from './LoginSidePanel.tsx';
import { SignInCard } from './SignInCard.tsx';

/** What the OpenID callback put in the fragment: `#code=<one-time code>` or `#error=<reason>`. */
function readFragment(hash: string): { code?: string; error?: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { code: params.get('code') ?? undefined, error: params.get('error') ?? undefined };
}

/**
 * `/login`: the sign-in page, and where the OpenID provider's round trip ends. A returned code is
 * exchanged once for the access token. A failed sign-in is only logged (R-AUTH-2) and the ways in
 * are offered again; only an unreachable provider gets a note, since retrying cannot help yet.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const accessToken = useAccessToken();
  const fragment = useRef(readFragment(hash)).current;
  const [failure, setFailure] = useState(fragment.error);
  const [exchanging, setExchanging] = useState(fragment.code !== undefined);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (fragment.error) console.warn(`sign-in failed: ${fragment.error}`);
    if (!fragment.code && !fragment.error) return;
    // The code must not stay in the address bar or the history.
    navigate(routes.login(), { replace: true });
    if (!fragment.code) return;
    exchangeLoginCode(fragment.code)
      .then(finish)
      .catch((error: unknown) => {
        console.warn('sign-in code exchange failed', error);
        setFailure('failed');
        setExchanging(false);
      });
  }, [fragment, finish, navigate]);

  if (accessToken && !exchanging) return <Redirect to={routes.home()} browserOnly />;

  return (
    <PageContainer>
      <title>{`${t('login.title')} · vrmarket`}</title>
      {exchanging ? (
        <Box sx={{ minHeight: 420, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
          <Box>
            <CircularProgress />
            <Typography sx={{ mt: 2 }} color="text.secondary" role="status">
              {t('account.signingIn')}
            </Typography>
          </Box>
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'stretch',
            minHeight: { md: 620 },
          }}
        >
          <LoginSidePanel />
          <SignInCard notice={failure === 'unavailable' ? t('account.signInUnavailable') : undefined} />
        </Box>
      )}
    </PageContainer>
  );
}

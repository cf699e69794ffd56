import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { LogoMark } from '../../components/brand/LogoMark.tsx';
import { CaptchaBox } from '../../features/newsletter/CaptchaBox.tsx';
import { useCaptcha } from '../../features/newsletter/useCaptcha.ts';
import { OIDC_START_URL, passwordLogin } from '../../features/session/api.ts';
import { apiErrorText } from '../../features/session/apiErrorText.ts';
import { useFinishSignIn } from '../../features/session/useFinishSignIn.ts';

/** The api's answers that mean "this username now needs a solved captcha with each attempt". */
const needsCaptcha = (failure: unknown) =>
  failure instanceof ApiError && (failure.code === 'CAPTCHA_REQUIRED' || failure.code === 'CAPTCHA_INVALID');

/**
 * The sign-in card: the vrmarket ID provider (OpenID Connect through `/api/auth/oidc/start`) and
 * the username/password form (`POST /api/login`). A failed password sign-in says why in the form;
 * it never touches the session. After repeated failures for a username the api asks for a proof
 * of work: the form then shows the captcha box and sends its solution with each attempt.
 */
export function SignInCard({ notice }: { notice?: string }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState<'social' | 'password' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const captcha = useCaptcha();
  const [withCaptcha, setWithCaptcha] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) return setError(t('PROPERTIES_INVALID'));
    const proof = captcha.state.status === 'verified' ? captcha.state.payload : undefined;
    if (withCaptcha && !proof) return setError(t('CAPTCHA_REQUIRED'));
    setBusy('password');
    setError(null);
    try {
      finish(await passwordLogin(username, password, proof));
    } catch (failure) {
      setBusy(null);
      // A solution is good for one attempt.
      captcha.reset();
      if (needsCaptcha(failure)) setWithCaptcha(true);
      setError(apiErrorText(t, failure));
    }
  }

  return (
    <Card
      sx={{
        p: { xs: 3, sm: 5 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        borderRadius: '32px',
      }}
    >
      <Box sx={{ maxWidth: 420, width: '100%', mx: 'auto' }}>
        <LogoMark size={48} />
        <Typography variant="h3" component="h1" sx={{ mt: 3, fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('login.subtitle')}
        </Typography>

        {notice && (
          <Alert severity="warning" sx={{ mt: 3, borderRadius: 3 }}>
            {notice}
          </Alert>
        )}

        <Button
          fullWidth
          size="large"
          variant="contained"
          disabled={busy !== null}
          startIcon={
            busy === 'social' ? <CircularProgress size={20} color="inherit" /> : <LogoMark size={22} />
          }
          sx={{ mt: 3 }}
          onClick={() => {
            setBusy('social');
            window.location.assign(OIDC_START_URL);
          }}
        >
          {t('login.social')}
        </Button>

        <Divider sx={{ my: 3, color: 'text.secondary', fontSize: '0.85rem' }}>{t('login.or')}</Divider>

        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('login.title')}>
          {error && (
            <Alert severity="error" sx={{ borderRadius: 3 }} role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            required
            fullWidth
            error={error !== null}
            disabled={busy !== null}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            error={error !== null}
            disabled={busy !== null}
          />
          {withCaptcha && <CaptchaBox state={captcha.state} onVerify={() => void captcha.verify()} />}
          <Button
            type="submit"
            variant="outlined"
            size="large"
            disabled={busy !== null}
            fullWidth
            startIcon={busy === 'password' ? <CircularProgress size={20} color="inherit" /> : undefined}
          >
            {t('login.title')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('account.demoHint')}
          </Typography>
        </Stack>
      </Box>
    </Card>
  );
}

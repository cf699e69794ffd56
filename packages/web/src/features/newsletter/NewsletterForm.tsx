import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { isValidEmail } from '@vrmarket/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast.ts';
import { CaptchaBox } from './CaptchaBox.tsx';
import { useCaptcha } from './useCaptcha.ts';
import { useSubscribe } from './useSubscribe.ts';

/** Newsletter signup: an email and a solved captcha; Subscribe is enabled once the captcha is solved. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const captcha = useCaptcha();
  const send = useSubscribe((sent) => {
    captcha.reset();
    if (!sent) return setError(t('NEWSLETTER_NOT_SENT'));
    toast(t('NEWSLETTER_SENT'), 'success');
    setEmail('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setError(t('NEWSLETTER_EMAIL_INVALID'));
    if (captcha.state.status !== 'verified') return setError(t('CAPTCHA_REQUIRED'));
    setError(null);
    send.mutate({ email: email.trim(), captcha: captcha.state.payload });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, width: '100%', maxWidth: 520 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextField
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          placeholder={t('browse.emailPlaceholder')}
          error={error !== null}
          helperText={error ?? ' '}
          autoComplete="email"
          slotProps={{
            htmlInput: { 'aria-label': t('browse.emailPlaceholder') },
            input: { sx: { borderRadius: 999 } },
          }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendRounded />}
          disabled={captcha.state.status !== 'verified' || send.isPending}
          sx={{ alignSelf: 'flex-start', height: 56, px: 3 }}
        >
          {t('NEWSLETTER_SUBSCRIBE')}
        </Button>
      </Box>
      <CaptchaBox state={captcha.state} onVerify={() => void captcha.verify()} />
    </Box>
  );
}

import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MYSTERY_CARD_SOCIALS, mysteryCardOf, routes, socialsVerified } from '@vrmarket/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiKeyPrefix } from '../../api/queryKeys.ts';
import { ConfirmDialog, NoticeDialog } from '../../components/dialogs/index.ts';
import { useHeaderLinks } from '../config/useHeaderLinks.ts';
import { useProfile } from '../session/useProfile.ts';
import { claimMysteryCard } from './api.ts';
import { CARD_HEIGHT, CARD_WIDTH, captureCard, drawMysteryCard } from './drawCard.ts';

type Step = 'idle' | 'unverified' | 'confirm' | 'claimed' | 'failed';

const cardSx = {
  width: '100%',
  maxWidth: CARD_WIDTH,
  aspectRatio: `${CARD_WIDTH} / ${CARD_HEIGHT}`,
  borderRadius: '24px',
};

/**
 * The MYSTERY CARD tab of /claim (R-CLAIM-1, R-CLAIM-4): the user's card and its Claim button,
 * disabled once claimed (properties.image_mystery). Telegram, discord and twitter must be
 * verified first, else 'Verify now!' leads to where accounts are managed. Claiming captures the
 * card as a PNG and sends it.
 */
export function MysteryCardTab() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const links = useHeaderLinks();
  const queryClient = useQueryClient();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [step, setStep] = useState<Step>('idle');
  const properties = profile?.properties ?? {};
  const claimed = mysteryCardOf(properties);

  useEffect(() => {
    if (!profile || claimed || !canvas.current) return;
    const target = canvas.current;
    let live = true;
    // Drawn once the page's font is ready, so the capture has the same letters as the page.
    void document.fonts.ready.then(() => {
      if (live) drawMysteryCard(target, { username: profile.username, id: profile.id });
    });
    return () => {
      live = false;
    };
  }, [profile, claimed]);

  const claim = useMutation({
    mutationFn: () => claimMysteryCard(captureCard(canvas.current!)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/profile') });
      setStep('claimed');
    },
    onError: () => setStep('failed'),
  });

  const verifyHref = links.data?.accountUrl ?? null;
  const verifyLink = verifyHref ? (
    <Link href={verifyHref} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700 }}>
      {t('VERIFY_NOW')}
    </Link>
  ) : (
    <Link component={RouterLink} to={routes.profile()} sx={{ fontWeight: 700 }}>
      {t('VERIFY_NOW')}
    </Link>
  );

  if (!profile) return <Skeleton variant="rounded" sx={{ ...cardSx, mx: 'auto' }} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: `${CARD_WIDTH}px 1fr` },
        alignItems: 'center',
        py: 2,
      }}
    >
      <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: CARD_WIDTH }}>
        {claimed ? (
          <Box
            component="img"
            src={claimed}
            alt={t('recommend.mystery.claimedAlt')}
            sx={{ ...cardSx, display: 'block' }}
          />
        ) : (
          <Box
            component="canvas"
            ref={canvas}
            role="img"
            aria-label={t('recommend.mystery.cardAlt', { username: profile.username })}
            sx={{ ...cardSx, display: 'block', boxShadow: 6 }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', maxWidth: 520 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {t('recommend.mystery.heading')}
        </Typography>
        <Typography color="text.secondary">{t('recommend.mystery.text')}</Typography>
        <Box
          component="ul"
          aria-label={t('recommend.mystery.socials')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
        >
          {MYSTERY_CARD_SOCIALS.map((name) => {
            const verified = properties[`verify_${name}`] === true;
            return (
              <Box component="li" key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {verified ? (
                  <CheckCircleRounded fontSize="small" color="success" />
                ) : (
                  <RadioButtonUncheckedRounded fontSize="small" color="disabled" />
                )}
                <Typography sx={{ textTransform: 'capitalize' }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  · {verified ? t('recommend.mystery.verified') : t('recommend.mystery.notVerified')}
                </Typography>
              </Box>
            );
          })}
        </Box>
        {step === 'unverified' && (
          <Alert severity="warning" role="alert">
            {t('NOT_VERIFYED_SOCIAL')} {verifyLink}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={claimed !== null || claim.isPending}
          onClick={() => setStep(socialsVerified(properties) ? 'confirm' : 'unverified')}
          sx={{ justifySelf: 'start', px: 6 }}
        >
          {claimed ? t('recommend.mystery.claimed') : t('recommend.mystery.claim')}
        </Button>
      </Box>

      <ConfirmDialog
        open={step === 'confirm'}
        title={t('recommend.mystery.confirmTitle')}
        message={t('recommend.mystery.confirmText')}
        busy={claim.isPending}
        onConfirm={() => claim.mutate()}
        onClose={() => setStep('idle')}
      />
      <NoticeDialog
        open={step === 'claimed'}
        tone="success"
        title={t('MYSTERY_CARD')}
        message={t('CLAIM_MYSTERY_CARD')}
        onClose={() => setStep('idle')}
      />
      <NoticeDialog
        open={step === 'failed'}
        title={t('MYSTERY_CARD')}
        message={t('SOME_THING_WRONG')}
        onClose={() => setStep('idle')}
      />
    </Box>
  );
}

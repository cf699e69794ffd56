import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@vrmarket/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../app/toast.ts';
import { ConfirmDialog, NoticeDialog } from '../../components/dialogs/index.ts';
import { LeaveGuard } from '../../components/dialogs/NavigationWarningDialog.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { recommendAvailabilityQuery } from '../../features/recommend/queries.ts';
import { RecommendForm } from '../../features/recommend/RecommendForm.tsx';
import { useRecommendForm } from '../../features/recommend/useRecommendForm.ts';
import { useRecommendSend } from '../../features/recommend/useRecommendSend.ts';
import { apiErrorText } from '../../features/session/apiErrorText.ts';

/**
 * `/recommend-design-nft`: the recommend form (spec "Recommend Design NFT form"). With no
 * submission left the user goes home with 'Your recommend design NFTs total has reached limit!'.
 */
export function RecommendDesignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const availability = useQuery(recommendAvailabilityQuery());
  const form = useRecommendForm();
  const sending = useRecommendSend();
  const { step } = sending;
  const noneLeft = availability.data?.available === 0;

  // Redirect home when none is available — but not while the last request's success shows.
  useEffect(() => {
    if (noneLeft && step.name === 'idle') {
      toast(t('RECOMMEND_LIMIT_REACHED'), 'warning');
      navigate(routes.home(), { replace: true });
    }
  }, [noneLeft, step.name, navigate, t]);

  const send = () =>
    sending.send({
      email: form.values.email.trim(),
      phoneNumber: form.values.phoneNumber.trim(),
      category: form.values.category,
      description: form.values.description,
      attachments: form.values.attachments,
    });

  return (
    <PageContainer>
      <title>{`${t('RECOMMEND_DESIGN_NFT')} · vrmarket`}</title>
      <Card variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <DesignServicesOutlined color="primary" sx={{ fontSize: 32 }} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('RECOMMEND_DESIGN_NFT')}
          </Typography>
        </Box>
        <Typography color="text.secondary">{t('recommend.intro')}</Typography>
        <Typography variant="body2" sx={{ mt: 1, mb: 3, fontWeight: 600 }} aria-live="polite">
          {availability.data ? t('recommend.remaining', availability.data) : <Skeleton width={220} />}
        </Typography>
        <RecommendForm
          form={form}
          busy={sending.busy}
          onSubmit={() => {
            if (form.validate()) sending.ask();
          }}
        />
      </Card>

      <LeaveGuard when={form.isDirty && step.name !== 'sent'} />
      <ConfirmDialog
        open={step.name === 'confirm'}
        title={t('RECOMMEND_DESIGN_NFT')}
        message={t('CONFIRM_SEND_RECOMMEND')}
        busy={sending.busy}
        onConfirm={send}
        onClose={sending.close}
      />
      <NoticeDialog
        open={step.name === 'sent'}
        tone="success"
        title={t('recommend.sentTitle')}
        message={step.name === 'sent' ? t('RECOMMEND_SENT', { remaining: step.answer.available }) : ''}
        onClose={() => {
          form.reset();
          sending.close();
        }}
      />
      <ConfirmDialog
        open={step.name === 'failed'}
        title={t('RECOMMEND_NOT_SENT')}
        message={
          step.name === 'failed' ? `${apiErrorText(t, step.error)} ${t('recommend.tryAgain')}` : undefined
        }
        busy={sending.busy}
        onConfirm={send}
        onClose={sending.close}
      />
    </PageContainer>
  );
}

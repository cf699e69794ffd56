// stand-in, replaced at merge by the claims branch
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer.tsx';
import { MysteryCardTab } from '../../features/mystery-card/MysteryCardTab.tsx';

/** `/claim` with its MYSTERY CARD tab only (the claims branch brings the other two). */
export function ClaimPage() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <PageContainer>
      <title>{`${t('screens.claim')} · vrmarket`}</title>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        {t('screens.claim')}
      </Typography>
      <Tabs value={0} aria-label={t('screens.claim')} sx={{ mb: 2 }}>
        <Tab label={t('MYSTERY_CARD')} id={`${id}-tab`} aria-controls={`${id}-panel`} />
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab`}>
        <MysteryCardTab />
      </div>
    </PageContainer>
  );
}

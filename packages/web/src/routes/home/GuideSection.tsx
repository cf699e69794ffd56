import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import CollectionsRounded from '@mui/icons-material/CollectionsRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import ViewInArRounded from '@mui/icons-material/ViewInArRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Step {
  icon: ReactNode;
  title: 'GUIDE_SET_UP_WALLET' | 'GUIDE_CREATE_COLLECTION' | 'GUIDE_ADD_NFTS' | 'GUIDE_LIST_FOR_SALE';
  text: 'home.guideWalletText' | 'home.guideCollectionText' | 'home.guideNftsText' | 'home.guideSaleText';
}

const steps: Step[] = [
  { icon: <AccountBalanceWalletRounded />, title: 'GUIDE_SET_UP_WALLET', text: 'home.guideWalletText' },
  { icon: <CollectionsRounded />, title: 'GUIDE_CREATE_COLLECTION', text: 'home.guideCollectionText' },
  { icon: <ViewInArRounded />, title: 'GUIDE_ADD_NFTS', text: 'home.guideNftsText' },
  { icon: <SellRounded />, title: 'GUIDE_LIST_FOR_SALE', text: 'home.guideSaleText' },
];

/** The spec's four-step guide: set up wallet, create collection, add NFTs, list for sale. */
export function GuideSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="guide-title">
      <Typography id="guide-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        {t('home.guideTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {steps.map((step, index) => (
          <Card key={step.title} sx={{ p: 3, position: 'relative' }}>
            <Box
              sx={(theme) => ({
                width: 48,
                height: 48,
                borderRadius: '14px',
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, 0.12),
                mb: 2,
              })}
            >
              {step.icon}
            </Box>
            <Typography
              aria-hidden="true"
              sx={{
                position: 'absolute',
                top: 20,
                right: 24,
                fontWeight: 800,
                fontSize: '2rem',
                opacity: 0.12,
              }}
            >
              {index + 1}
            </Typography>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {t(step.title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(step.text)}
            </Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

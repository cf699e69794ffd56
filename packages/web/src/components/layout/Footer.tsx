import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Logo } from '../brand/Logo.tsx';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 8 }}>
      <Box
        sx={{
          maxWidth: 1440,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: 4,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Logo />
          <Typography variant="body2" color="text.secondary">
            {t('app.footerNote')}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('app.footerRights', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  );
}

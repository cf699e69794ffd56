import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IsoScene } from '../../components/brand/IsoScene.tsx';
import { brand } from '../../theme/palette.ts';

export function LoginSidePanel() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        borderRadius: '32px',
        p: 5,
        color: '#fff',
        background: `radial-gradient(circle at 80% 10%, rgba(0, 194, 209, 0.45), transparent 45%), ${brand.gradient}`,
        overflow: 'hidden',
      }}
    >
      <Box>
        <Typography variant="h3" component="p" sx={{ maxWidth: 420 }}>
          {t('login.sideTitle')}
        </Typography>
        <Typography sx={{ mt: 2, opacity: 0.85, maxWidth: 420 }}>{t('login.sideText')}</Typography>
      </Box>
      <Box sx={{ maxWidth: 460, alignSelf: 'center', width: '100%' }}>
        <IsoScene />
      </Box>
    </Box>
  );
}

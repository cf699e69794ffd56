import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm.tsx';
import { brand } from '../../theme/palette.ts';

/** The newsletter signup band of the landing. */
export function NewsletterSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="newsletter-title"
      sx={(theme) => ({
        borderRadius: { xs: '24px', md: '32px' },
        border: 1,
        borderColor: 'divider',
        p: { xs: 3, sm: 5, md: 6 },
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'center',
        background: `radial-gradient(circle at 0% 0%, ${alpha(brand.violet, theme.palette.mode === 'dark' ? 0.3 : 0.14)}, transparent 55%), ${theme.palette.background.paper}`,
      })}
    >
      <Box>
        <MarkEmailReadRounded color="primary" sx={{ fontSize: 40, mb: 1.5 }} />
        <Typography id="newsletter-title" variant="h4" component="h2">
          {t('browse.newsletterTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460 }}>
          {t('browse.newsletterText')}
        </Typography>
      </Box>
      <NewsletterForm />
    </Box>
  );
}

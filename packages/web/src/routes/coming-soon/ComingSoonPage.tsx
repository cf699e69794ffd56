import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/useRouteName.ts';
import { StatusPage } from '../../components/StatusPage.tsx';

/** The honest placeholder of a screen a later issue builds: its title and 'Coming soon!'. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const name = useRouteName();
  const title = name ? t(`screens.${name}`) : t('COMING_SOON');

  return (
    <>
      <title>{`${title} · vrmarket`}</title>
      <StatusPage
        icon={<ConstructionRounded sx={{ fontSize: 44 }} />}
        title={title}
        text={t('comingSoon.text')}
        action={
          <Stack spacing={3} sx={{ alignItems: 'center' }}>
            <Chip label={t('COMING_SOON')} color="secondary" variant="outlined" sx={{ fontWeight: 700 }} />
            <Button component={Link} to={routes.home()} variant="contained" size="large">
              {t('app.backHome')}
            </Button>
          </Stack>
        }
      />
    </>
  );
}

import HomeRounded from '@mui/icons-material/HomeRounded';
import Button from '@mui/material/Button';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../components/StatusPage.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('screens.notFound')} · vrmarket`}</title>
      <StatusPage
        display="404"
        title={t('PAGE_NOT_FOUND')}
        text={t('notFound.text')}
        action={
          <Button
            component={Link}
            to={routes.home()}
            variant="contained"
            size="large"
            startIcon={<HomeRounded />}
          >
            {t('app.backHome')}
          </Button>
        }
      />
    </>
  );
}

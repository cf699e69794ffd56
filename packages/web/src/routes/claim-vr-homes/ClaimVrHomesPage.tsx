import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { ClaimHomeForm } from '../../features/homes/ClaimHomeForm.tsx';
import { useHomeClaimState } from '../../features/homes/useHomeClaim.ts';

/** `/claim-vrHomes`: one free vrHome per user who owns a vrLand (spec "Create-home colour page"). */
export function ClaimVrHomesPage() {
  const { t } = useTranslation();
  const state = useHomeClaimState();

  const body = () => {
    if (state.isPending)
      return (
        <Stack sx={{ py: 8, alignItems: 'center' }}>
          <CircularProgress />
        </Stack>
      );
    if (state.isError)
      return (
        <StatusPage
          tone="error"
          title={t('SOMETHING_WRONG_TRY_LATER')}
          action={<Button onClick={() => state.refetch()}>{t('TRY_AGAIN')}</Button>}
        />
      );
    if (state.data.isClaimed)
      return (
        <StatusPage
          title={t('CLAIMED_HOME')}
          action={
            <Button variant="contained" component={Link} to={routes.inventory()}>
              {t('homes.toInventory')}
            </Button>
          }
        />
      );
    if (!state.data.hasLand)
      return (
        <StatusPage
          title={t('HAVE_NO_LAND')}
          action={
            <Button variant="contained" component={Link} to={routes.dashboard()}>
              {t('homes.buyLand')}
            </Button>
          }
        />
      );
    return <ClaimHomeForm state={state.data} />;
  };

  return (
    <PageContainer>
      <ListToolbar
        title={t('homes.title')}
        start={<BackButton to={routes.addNewNft()} label={t('BACK')} />}
      />
      {body()}
    </PageContainer>
  );
}

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { creationBlock, routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { useAllCategories } from '../../features/create/useCreatableCategories.ts';
import { useCreateSettings } from '../../features/create/useCreateSettings.ts';
import { ClaimHomeForm } from '../../features/homes/ClaimHomeForm.tsx';
import { useHomeClaimState } from '../../features/homes/useHomeClaim.ts';
import { useProfile } from '../../features/session/useProfile.ts';

const HOMES_CATEGORY = 'vrHomes';

/**
 * `/claim-vrHomes`: one free vrHome per user who owns a vrLand (spec "Create-home colour page").
 * The claim is a vrHomes creation: while that category is closed to the user (not released, or a
 * pro account needed) the screen says so instead of offering a claim the api refuses.
 */
export function ClaimVrHomesPage() {
  const { t } = useTranslation();
  const state = useHomeClaimState();
  const settings = useCreateSettings();
  const categories = useAllCategories();
  const { profile } = useProfile();
  const homes = categories.data?.find((c) => c.name === HOMES_CATEGORY && c.parentCategoryId === null);
  const isPro = profile ? profile.isPro || profile.is_admin_market === true : null;
  const blocked =
    settings.data && categories.data
      ? creationBlock(homes, isPro === null ? null : { isPro }, settings.data)
      : null;

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
    if (blocked)
      return (
        <StatusPage
          title={t(blocked)}
          action={
            <Button variant="contained" component={Link} to={routes.addNewNft()}>
              {t('CREATE_NEW_NFT')}
            </Button>
          }
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

import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import { isOwner, routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteName } from '../../app/useRouteName.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { StatusPage } from '../../components/StatusPage.tsx';
import { useNftDetail } from '../../features/nft-detail/hooks.ts';
import { useAccessToken, useSessionWallet } from '../../features/session/useSession.ts';
import { Redirect } from '../../router/Redirect.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { DetailView } from './DetailView.tsx';

/**
 * `/detail/{id}`, `/dashboard/detail/{id}` and the owner's `/inventory/detail/{id}`. Nothing found
 * goes to /not-found; the owner (wallet compared case-insensitively) goes to the inventory detail,
 * and anyone else on the inventory detail to the public one.
 */
export function DetailPage() {
  const { id = '' } = useParams();
  const routeName = useRouteName();
  const accessToken = useAccessToken();
  const wallet = useSessionWallet();
  const detail = useNftDetail(id);
  const { t } = useTranslation();

  if (detail.isPending) return <DetailSkeleton />;
  // Nothing found goes to /not-found; a failed request (network, 5xx) may be tried again.
  if (detail.isError)
    return (
      <StatusPage
        tone="error"
        icon={<ErrorOutlineRounded sx={{ fontSize: 44 }} />}
        title={t('SOMETHING_WRONG_TRY_LATER')}
        action={
          <Button variant="contained" onClick={() => detail.refetch()}>
            {t('TRY_AGAIN')}
          </Button>
        }
      />
    );
  const nft = detail.data;
  if (!nft) return <Redirect to={routes.notFound()} />;

  const owns = !!accessToken && isOwner(nft, wallet);
  if (owns && routeName !== 'inventoryDetail') return <Redirect to={routes.inventoryDetail(nft.id)} />;
  if (!owns && routeName === 'inventoryDetail') return <Redirect to={routes.detail(nft.id)} />;

  return (
    <PageContainer>
      <DetailView nft={nft} ownerView={owns} />
    </PageContainer>
  );
}

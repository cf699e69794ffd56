import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Nft, nftCategoryTitle, nftTitle, PAGE_SIZE, routes, shortenForDetail } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../app/toast.ts';
import { ErrorFallback } from '../../components/ErrorFallback.tsx';
import { BackButton } from '../../components/list/BackButton.tsx';
import { CardGrid } from '../../components/list/CardGrid.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { RejectDialog } from '../../features/create/RejectDialog.tsx';
import { useVerificationDecision, useVerificationQueue } from '../../features/create/useVerification.ts';
import { NftMedia } from '../../features/nfts/NftMedia.tsx';
import { nftImage } from '../../features/nfts/nftDisplay.ts';
import { useProfile } from '../../features/session/useProfile.ts';

const LIMIT = PAGE_SIZE.other;

/** `/verification` (admin-market users): unverified NFTs to approve, or reject with a reason. */
export function VerificationPage() {
  const { t } = useTranslation();
  const { profile, isLoading } = useProfile();
  const isAdmin = profile?.is_admin_market === true;
  const [page, setPage] = useState(1);
  const queue = useVerificationQueue(page, LIMIT, isAdmin);
  const decide = useVerificationDecision();
  const [rejecting, setRejecting] = useState<Nft | null>(null);

  const approve = (nft: Nft) =>
    decide.mutate(
      { id: nft.id, approve: true },
      {
        onSuccess: () => toast(t('create.verify.approved', { title: nftTitle(nft) }), 'success'),
        onError: () => toast(t('PROCESS_FAILED'), 'error'),
      },
    );
  const reject = (reason: string) => {
    if (!rejecting) return;
    const nft = rejecting;
    decide.mutate(
      { id: nft.id, approve: false, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast(t('create.verify.rejected', { title: nftTitle(nft) }), 'success');
        },
        onError: () => toast(t('PROCESS_FAILED'), 'error'),
      },
    );
  };

  const items = queue.data?.results;
  return (
    <PageContainer>
      <ListToolbar
        title={t('create.verify.title')}
        start={<BackButton to={routes.home()} label={t('BACK')} />}
      >
        {queue.data && (
          <Typography color="text.secondary">
            {t('create.verify.count', { count: queue.data.total })}
          </Typography>
        )}
      </ListToolbar>
      {!isLoading && !isAdmin ? (
        <EmptyState title={t('create.verify.adminOnly')} icon={<VerifiedOutlined />} />
      ) : queue.isError ? (
        <ErrorFallback onRetry={() => void queue.refetch()} />
      ) : items?.length === 0 ? (
        <EmptyState title={t('create.verify.empty')} icon={<VerifiedOutlined />} />
      ) : (
        <CardGrid columns={{ xs: 1, sm: 2, md: 3, lg: 4 }}>
          {(items ?? Array.from({ length: 4 }, () => null)).map((nft, index) =>
            nft ? (
              <Card
                component="li"
                key={nft.id}
                data-testid="verification-item"
                sx={{ display: 'flex', flexDirection: 'column' }}
              >
                <NftMedia src={nftImage(nft)} alt={nftTitle(nft)} />
                <Box sx={{ p: 2, display: 'grid', gap: 0.5, flex: 1 }}>
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {nftCategoryTitle(nft)}
                    {nft.subCategory[0]?.subCategoryName ? ` · ${nft.subCategory[0].subCategoryName}` : ''}
                  </Typography>
                  <Typography
                    component={Link}
                    to={routes.dashboardDetail(nft.id)}
                    sx={{ fontWeight: 700, color: 'text.primary', textDecoration: 'none' }}
                    noWrap
                  >
                    {nftTitle(nft)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap title={nft.ownerAddress ?? ''}>
                    {t('create.verify.creator', { owner: shortenForDetail(nft.ownerAddress) || '—' })}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, mt: 'auto', pt: 1.5 }}>
                    <Button
                      variant="contained"
                      color="success"
                      size="small"
                      startIcon={<CheckRounded />}
                      disabled={decide.isPending}
                      onClick={() => approve(nft)}
                      sx={{ flex: 1 }}
                    >
                      {t('create.verify.approve')}
                    </Button>
                    <Button
                      variant="outlined"
                      color="error"
                      size="small"
                      startIcon={<CloseRounded />}
                      disabled={decide.isPending}
                      onClick={() => setRejecting(nft)}
                      sx={{ flex: 1 }}
                    >
                      {t('create.verify.reject')}
                    </Button>
                  </Box>
                </Box>
              </Card>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Box component="li" key={index}>
                <Skeleton variant="rounded" sx={{ height: 360, borderRadius: 4 }} />
              </Box>
            ),
          )}
        </CardGrid>
      )}
      <Box sx={{ mt: 4 }}>
        <ListPagination page={page} total={queue.data?.total ?? 0} limit={LIMIT} onChange={setPage} />
      </Box>
      <RejectDialog
        title={rejecting ? nftTitle(rejecting) : null}
        busy={decide.isPending}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
    </PageContainer>
  );
}

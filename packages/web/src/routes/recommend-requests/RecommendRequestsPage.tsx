import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorFallback } from '../../components/ErrorFallback.tsx';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { recommendRequestsQuery } from '../../features/recommend/queries.ts';
import { RecommendRequestCard } from '../../features/recommend/RecommendRequestCard.tsx';
import { useProfile } from '../../features/session/useProfile.ts';

const LIMIT = 10;

/** `/recommend-requests` (admin-market users): the recommend-design requests received, newest first. */
export function RecommendRequestsPage() {
  const { t } = useTranslation();
  const { profile, isLoading } = useProfile();
  const isAdmin = profile?.is_admin_market === true;
  const [page, setPage] = useState(1);
  const list = useQuery(recommendRequestsQuery(page, LIMIT, isAdmin));
  const items = list.data?.results;

  return (
    <PageContainer>
      <title>{`${t('screens.recommendRequests')} · vrmarket`}</title>
      <ListToolbar
        title={t('screens.recommendRequests')}
        start={<BackButton to={routes.home()} label={t('BACK')} />}
      >
        {list.data && (
          <Typography color="text.secondary">
            {t('recommend.requests.count', { count: list.data.total })}
          </Typography>
        )}
      </ListToolbar>
      {!isLoading && !isAdmin ? (
        <EmptyState title={t('recommend.requests.adminOnly')} icon={<DesignServicesOutlined />} />
      ) : list.isError ? (
        <ErrorFallback onRetry={() => void list.refetch()} />
      ) : items?.length === 0 ? (
        <EmptyState title={t('recommend.requests.empty')} icon={<DesignServicesOutlined />} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {items
            ? items.map((request) => <RecommendRequestCard key={request.id} request={request} />)
            : [0, 1, 2].map((key) => <Skeleton key={key} component="li" variant="rounded" height={160} />)}
        </Box>
      )}
      {list.data && <ListPagination page={page} total={list.data.total} limit={LIMIT} onChange={setPage} />}
    </PageContainer>
  );
}

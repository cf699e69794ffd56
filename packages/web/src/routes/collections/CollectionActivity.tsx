import TimelineRounded from '@mui/icons-material/TimelineRounded';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { collectionActivityQuery } from '../../features/collections/queries.ts';
import { useAppConfig } from '../../features/config/useAppConfig.ts';
import { useNetwork } from '../../features/config/useNetwork.ts';
import { ActivityTable } from '../activity/ActivityTable.tsx';

/** The Activity tab of a collection: sales, listings and transfers of its items, newest first. */
export function CollectionActivity({
  collectionId,
  wallet,
}: {
  collectionId: number;
  wallet: string | null;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const activity = useQuery(collectionActivityQuery(collectionId, page));
  const contracts = useAppConfig().data?.contracts;
  const network = useNetwork();
  if (activity.data?.results.length === 0)
    return <EmptyState title={t('EMPTY_NO_DATA')} icon={<TimelineRounded />} />;
  return (
    <Box data-testid="collection-activity">
      <ActivityTable
        items={activity.data?.results}
        loading={activity.isFetching}
        wallet={wallet ?? ''}
        contracts={contracts}
        explorer={network.data?.blockExplorerUrl}
      />
      <Box sx={{ mt: 3 }}>
        <ListPagination
          page={page}
          total={activity.data?.total ?? 0}
          limit={activity.data?.limit ?? PAGE_SIZE.activity}
          onChange={setPage}
        />
      </Box>
    </Box>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiKeyPrefix } from '../../api/queryKeys.ts';
import { toast } from '../../app/toast.ts';
import { useViewerKey } from '../session/index.ts';
import { refreshNftMetadata } from './api.ts';
import { nftDetailKey } from './queries.ts';

/** Refresh Metadata: the api re-reads the chain; the screen shows the answer and its history again. */
export function useRefreshMetadata(id: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: () => refreshNftMetadata(id),
    onSuccess: (nft) => {
      client.setQueryData(nftDetailKey(id, viewer), nft);
      void client.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/nft/{id}/history', { path: { id } }) });
      toast(t('detail.refreshed'), 'success');
    },
  });
}

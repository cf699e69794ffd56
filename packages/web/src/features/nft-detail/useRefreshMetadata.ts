import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { refreshNftMetadata } from './api.ts';
import { useViewerKey } from './hooks.ts';
import { nftDetailKeys } from './queries.ts';

/** Refresh Metadata: the api re-reads the chain; the screen shows the answer and its history again. */
export function useRefreshMetadata(id: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: () => refreshNftMetadata(id),
    onSuccess: (nft) => {
      client.setQueryData(nftDetailKeys.detail(id, viewer), nft);
      void client.invalidateQueries({ queryKey: nftDetailKeys.history(id) });
      enqueueSnackbar(t('detail.refreshed'), { variant: 'success' });
    },
  });
}

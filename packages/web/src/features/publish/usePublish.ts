import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Nft } from '@vrmarket/domain';
import { uploadFile } from '../create/api.ts';
import { nftQueries } from '../nft-detail/queries.ts';
import { nftListQueries } from '../nfts/queries.ts';
import { setTradeBusy } from '../trading/busy.ts';
import { publishNft } from './api.ts';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'model';

/**
 * Publish (R-OWNER-7): export the current model (glb + picture), upload both through
 * the upload pipeline, then `POST /api/v1/nft/{id}/publish`. The NFT counts as busy meanwhile (its
 * other owner actions wait); success or failure clears that.
 */
export function usePublish(nft: Nft, modelUrl: string, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      setTradeBusy(nft.id, true);
      try {
        const { exportModel } = await import('./exportModel.ts');
        const { glb, poster } = await exportModel(modelUrl);
        const model = await uploadFile(new File([glb], `${slug(title)}.glb`, { type: 'model/gltf-binary' }));
        const image = await uploadFile(new File([poster], `${slug(title)}.png`, { type: 'image/png' }));
        return await publishNft(nft.id, { glbUrl: model.url, imageUrl: image.url });
      } finally {
        setTradeBusy(nft.id, false);
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries(nftQueries(nft.id));
      void queryClient.invalidateQueries(nftListQueries());
    },
  });
}

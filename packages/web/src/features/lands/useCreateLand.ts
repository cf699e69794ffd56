import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Land } from '@vrmarket/domain';
import { apiKeyPrefix } from '../../api/queryKeys.ts';
import { createNft } from '../create/api.ts';
import { nftListQueries } from '../nfts/queries.ts';
import { sendRecommendToBuy } from './api.ts';
import { recommendToBuyRequest } from './recommendToBuy.ts';

export interface CreateLandRequest {
  land: Land;
  title: string;
  category: { id: number; name: string };
  /** Only an admin-market user's choice counts; the api hides anybody else's land until verified. */
  isShow: boolean;
  /** The uploaded texture of the 3D preview, kept with the NFT. */
  texture: string | null;
}

/**
 * `POST /api/v1/mp/add-nft` with land_planning_id (the api takes price, currency and place from
 * the registry), then, for a recommend-to-buy land, the recommend-to-buy notification. The land is
 * created whatever that notification answers: `notified` says whether it went out.
 */
export function useCreateLand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ land, title, category, isShow, texture }: CreateLandRequest) => {
      const answer = await createNft({
        moralisData: {
          components: { customTitle: title.trim() },
          category: { categoryId: category.id, categoryName: category.name },
          currency: land.currency,
          mintingCurrency: land.currency,
          isShow,
        },
        nftData: {
          title: title.trim(),
          name: land.landName,
          land_planning_id: String(land.id),
          ...(texture ? { land_texture: texture } : {}),
        },
      });
      const nft = answer.data.nft;
      const request = recommendToBuyRequest(land, nft.id, window.location.origin);
      const notified = request
        ? await sendRecommendToBuy(request).then(
            () => true,
            () => false,
          )
        : false;
      return { nft, notified };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(nftListQueries()),
        queryClient.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/lands') }),
      ]),
  });
}

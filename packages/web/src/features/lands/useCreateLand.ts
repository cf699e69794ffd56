import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Land } from '@vrmarket/domain';
import { createNft } from '../create/api.ts';

export interface CreateLandRequest {
  land: Land;
  title: string;
  category: { id: number; name: string };
  /** Only an admin-market user's choice counts; the api hides anybody else's land until verified. */
  isShow: boolean;
}

/** `POST /api/v1/mp/add-nft` with land_planning_id: the api takes price, currency and place from the registry. */
export function useCreateLand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ land, title, category, isShow }: CreateLandRequest) => {
      const answer = await createNft({
        moralisData: {
          components: { customTitle: title.trim() },
          category: { categoryId: category.id, categoryName: category.name },
          currency: land.currency,
          mintingCurrency: land.currency,
          isShow,
        },
        nftData: { title: title.trim(), name: land.landName, land_planning_id: String(land.id) },
      });
      return answer.data.nft;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['nfts'] }),
        queryClient.invalidateQueries({ queryKey: ['lands', 'list'] }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreatedNft, type StoreTemplate, storeIdOfUrl } from '@vrmarket/domain';
import { createNft } from '../create/api.ts';
import { nftListQueries } from '../nfts/queries.ts';
import { createStore, markStoreCreated } from './api.ts';

export interface CreateStoreRequest {
  template: StoreTemplate;
  title: string;
  /** The page's category: its name goes to Create vrStore and to mark-created. */
  categoryName: string;
  /** The group's top category: the NFT's category (the api takes the member from the template). */
  top: { id: number; name: string };
  /** Only an admin-market user's choice counts; the api hides anybody else's store until verified. */
  isShow: boolean;
}

export interface CreateStoreResult {
  nft: CreatedNft;
  image: string;
}

/**
 * Create vrStore (R-API-13): the store (name, model id, category name) answers `data.url`; the NFT
 * is created with that page as its resource URL (the api takes model, picture, price and area from
 * the template); then the store is marked created by the url's last path segment and the category name.
 */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ template, title, categoryName, top, isShow }: CreateStoreRequest) => {
      const store = await createStore({
        name: title.trim(),
        model_id: template.id,
        category_name: categoryName,
      });
      const url = store.data.url;
      const answer = await createNft({
        moralisData: {
          components: { customTitle: title.trim(), model3dName: template.name, model3dTitle: template.title },
          category: { categoryId: top.id, categoryName: top.name },
          isShow,
        },
        nftData: { title: title.trim(), name: template.name, resource_url: url },
      });
      const storeId = storeIdOfUrl(url);
      if (storeId) await markStoreCreated(storeId, categoryName);
      return { nft: answer.data.nft, image: template.avatar ?? '' } satisfies CreateStoreResult;
    },
    onSuccess: () => queryClient.invalidateQueries(nftListQueries()),
  });
}

import type { CreateNftAnswer } from '@vrmarket/domain';
import type { nfts } from '../../db/schema/index.ts';

/** The spec's create answer for a freshly written NFT row (add-nft and the free-home claim). */
export function createdNftAnswer(row: typeof nfts.$inferSelect): CreateNftAnswer {
  return {
    status_code: 200,
    data: {
      nft: {
        id: String(row.id),
        tokenId: row.tokenId,
        onchain: row.onchain,
        metadataIpfsUrl: null,
        contractAddress: row.contractAddress,
        tokenUri: row.tokenUri,
        mintingPrice: row.mintingPrice,
        mintingCurrency: row.mintingCurrency,
        glbUrl: row.glbUrl,
        isVerified: row.isVerified,
        isShow: row.isShow,
      },
    },
  };
}

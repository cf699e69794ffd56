import type { NftHistoryPage, NftPriceHistory } from '@vrmarket/domain';
import { DEFAULT_HOME_NAME, type Nft } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { categories, nfts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { NftRow } from '../nfts/serializer.ts';
import { readHistory } from './history.ts';
import { findLand, landMapUrl } from './land.ts';
import { readPriceHistory } from './price-history.ts';
import type { HistoryQuery } from './schema.ts';
import type { TokenReader } from './token-reader.ts';

/** The NFT reads this module shares with the browsing api (one serializer for every NFT answer). */
export type NftRecords = {
  /** The NFT, or null when it does not exist or is hidden from this viewer. */
  byId(id: number, viewerId?: number): Promise<Nft | null>;
  /** The same check as byId's, the stored row without its relations (for reads that need no card). */
  visibleRow(id: number, viewerId?: number): Promise<NftRow | null>;
  /** Other visible NFTs of a collection, newest first. */
  ofCollection(collectionId: number, exceptId: number, limit: number, viewerId?: number): Promise<Nft[]>;
  /** The default list: recent items on sale. */
  recent(exceptId: number, limit: number, viewerId?: number): Promise<Nft[]>;
};

export type NftDetail = Nft & { landMapUrl: string | null };
export type MoreItems = { source: 'collection' | 'default'; results: Nft[] };

export type NftDetailService = ReturnType<typeof createNftDetailService>;

const MODEL_TYPES = /^model\//;

export function createNftDetailService({
  db,
  config,
  records,
  tokens,
}: {
  db: Db;
  config: Pick<Config, 'mapHost'>;
  records: NftRecords;
  tokens: TokenReader;
}) {
  /** 404 for an unknown NFT and for a hidden one the viewer may not see (every endpoint alike). */
  async function existing(id: number, viewerId?: number): Promise<Nft> {
    const nft = await records.byId(id, viewerId);
    if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
    return nft;
  }

  /** existing's check alone: the history endpoints need the row's token, not the serialized NFT. */
  async function existingRow(id: number, viewerId?: number): Promise<NftRow> {
    const row = await records.visibleRow(id, viewerId);
    if (!row) throw new HttpError(404, 'NFT_NOT_FOUND');
    return row;
  }

  const withMap = (nft: Nft): NftDetail => ({
    ...nft,
    landMapUrl: landMapUrl(config.mapHost, nft.components.vrLandData?.id),
  });

  return {
    async get(id: number, viewerId?: number): Promise<NftDetail> {
      return withMap(await existing(id, viewerId));
    },

    /** Sales and on-chain events; a tokenId or contract that is not the NFT's gives an empty page. */
    async history(id: number, query: HistoryQuery, viewerId?: number): Promise<NftHistoryPage> {
      const nft = await existingRow(id, viewerId);
      const page = { page: query.page, limit: query.limit };
      const otherToken = query.tokenId !== undefined && query.tokenId !== nft.tokenId;
      const otherContract =
        query.contractAddress !== undefined && query.contractAddress !== nft.contractAddress?.toLowerCase();
      if (otherToken || otherContract) return { results: [], total: 0, ...page };
      return readHistory(db, id, page);
    },

    /** Sales and listings over time, per currency (the detail screen's Price History chart). */
    async priceHistory(id: number, viewerId?: number): Promise<NftPriceHistory> {
      await existingRow(id, viewerId);
      return readPriceHistory(db, id);
    },

    /** The creator's resource url, else the model file (spec: "reads data.resourceUrl"). */
    async source(id: number, viewerId?: number): Promise<{ data: { resourceUrl: string | null } }> {
      const { components, glbUrl } = await existing(id, viewerId);
      const model =
        components.mediaType && MODEL_TYPES.test(components.mediaType) ? components.mediaUrl : null;
      return { data: { resourceUrl: components.resourceUrl || glbUrl || model || null } };
    },

    /** A free home is the DefaultHome every user may claim once, in the vrHomes category. */
    async checkFreeHome(id: number, viewerId?: number): Promise<{ isFreeHome: boolean }> {
      const nft = await existing(id, viewerId);
      const [category] = await db
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.id, nft.categoryId));
      const names = [nft.components.model3dName, nft.components.customTitle];
      return { isFreeHome: category?.name === 'vrHomes' && names.includes(DEFAULT_HOME_NAME) };
    },

    /**
     * Re-reads the owner and token URI from the chain and stores them. While listed, the chain's
     * owner is the marketplace contract and `seller` stays the lister, as the indexer keeps it.
     */
    async refreshMetadata(id: number, viewerId?: number): Promise<NftDetail> {
      const nft = await existing(id, viewerId);
      if (nft.tokenId && nft.contractAddress) {
        // An unreachable chain fails the request (5xx, details in the log): nothing is guessed.
        const onChain = await tokens.read(nft.contractAddress, nft.tokenId);
        if (onChain && (onChain.owner !== nft.ownerAddress || onChain.tokenUri !== nft.tokenUri)) {
          await db
            .update(nfts)
            .set({ ownerAddress: onChain.owner, tokenUri: onChain.tokenUri, updatedAt: new Date() })
            .where(eq(nfts.id, id));
        }
      }
      return withMap(await existing(id, viewerId));
    },

    /** More from the same collection when it has more than this item, else the default list. */
    async moreItems(id: number, limit: number, viewerId?: number): Promise<MoreItems> {
      const nft = await existing(id, viewerId);
      const collection = nft.collection[0];
      if (collection && collection.totalItems > 1) {
        const results = await records.ofCollection(collection.collectionId, id, limit, viewerId);
        if (results.length > 0) return { source: 'collection', results };
      }
      return { source: 'default', results: await records.recent(id, limit, viewerId) };
    },

    findLand: (landId: string) => findLand(db, landId),
  };
}

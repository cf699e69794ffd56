import type { Nft } from '@vrmarket/domain';

/** `GET /api/v1/nft/:id`: the NFT plus where its land map is framed from. */
export type NftDetail = Nft & { landMapUrl: string | null };

/** A row of `GET /api/v1/nft/:id/history`. */
export interface HistoryItem {
  id: string;
  /** SALE for a completed sale, else the activity type (MINTED, LISTING, TRANSFER …). */
  event: string;
  from: string | null;
  to: string | null;
  price: string | null;
  currency: string | null;
  tokenAddress: string | null;
  txHash: string | null;
  createdAt: string;
}

export interface HistoryPage {
  results: HistoryItem[];
  total: number;
  page: number;
  limit: number;
}

export interface MoreItems {
  source: 'collection' | 'default';
  results: Nft[];
}

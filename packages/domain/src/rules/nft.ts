/** The fields of an NFT record that the rules read; api rows and web data both satisfy it. */
export interface NftLike {
  id?: string;
  tokenId?: string | number | null;
  purchasesStatus?: number | null;
  seller?: string | null;
  ownerAddress?: string | null;
  isVerified?: boolean | null;
  inUsed?: boolean | null;
  isSelling?: boolean | null;
  labActive?: boolean | null;
  /** Minted on chain. */
  onchain?: boolean | null;
  categoryId?: string | number | null;
  category?: readonly { categoryId?: string | number | null; categoryName?: string | null }[] | null;
  currency?: string | null;
  currentPrice?: string | number | null;
  mintingPrice?: string | number | null;
  mintingCurrency?: string | null;
  properties?: { Country?: string | null } | null;
}

/** The category ids an NFT belongs to, as text (its categoryId and each category entry's). */
export function categoryIdsOf(nft: NftLike): string[] {
  const ids = [nft.categoryId, ...(nft.category ?? []).map((entry) => entry.categoryId)];
  return ids.filter((id) => id !== undefined && id !== null && id !== '').map(String);
}

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
  /** The api's shape keeps properties as JSON text in components.properties. */
  components?: { properties?: string | null } | null;
}

/** properties.Country: the field itself, else the one in components.properties' JSON text. */
export function countryOf(nft: NftLike): string | null {
  if (nft.properties?.Country) return nft.properties.Country;
  const text = nft.components?.properties;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const country = (parsed as { Country?: unknown } | null)?.Country;
    return typeof country === 'string' && country !== '' ? country : null;
  } catch {
    return null;
  }
}

/** The category ids an NFT belongs to, as text (its categoryId and each category entry's). */
export function categoryIdsOf(nft: NftLike): string[] {
  const ids = [nft.categoryId, ...(nft.category ?? []).map((entry) => entry.categoryId)];
  return ids.filter((id) => id !== undefined && id !== null && id !== '').map(String);
}

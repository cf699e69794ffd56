import { type Land, type RecommendToBuyBody, routes } from '@vrmarket/domain';

/**
 * The recommend-to-buy notification (R-API-14) for a land just made an NFT: null for a land that is
 * not recommended. It tells the land's own address book (the registry's email) where the new
 * item is on the marketplace, and where the land lies.
 */
export function recommendToBuyRequest(land: Land, nftId: string, origin: string): RecommendToBuyBody | null {
  if (land.recommendToBuyId === null) return null;
  const place = [land.address, land.cityName, land.countryName].filter(Boolean).join(', ');
  return {
    url_market: new URL(routes.detail(nftId), origin).toString(),
    emails: [land.email],
    location: place,
    recommend_to_buy_id: land.recommendToBuyId,
  };
}

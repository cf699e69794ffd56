-- The land map page (GET /map-land-planning/:id/show-map, no sign-in) finds the NFT carrying a
-- land by its vrLandData id (modules/nft-detail/land.ts, landNftQuery). Without an index each
-- look-up walked nfts in id order until one matched, and an id no NFT carries read the whole table:
-- at a million NFTs, 601 MB for one request. Only land NFTs have an entry.
CREATE INDEX "nfts_land_id_idx" ON "nfts" (("components"->'vrLandData'->>'id'), "id")
  WHERE ("components"->'vrLandData'->>'id') IS NOT NULL;

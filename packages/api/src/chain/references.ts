import { sql } from 'drizzle-orm';
import { formatUnits } from 'viem';
import { type Db, rawRows } from '../db/database.ts';
import type { ChainSetup } from './contracts.ts';
import type { ChainEvent } from './decode.ts';
import { chunks, type NftKey, numericList } from './project.ts';

type OfferInfo = { nftContract: string; tokenId: string; seller: string; decimals: number; symbol: string };

/**
 * Fills in the NFT, seller and currency of offer and rental events that carry only an id (from the
 * batch itself, then the stored events, then the offers table). Safe to call more than once.
 */
export async function resolveReferences(db: Db, setup: ChainSetup, events: ChainEvent[]): Promise<void> {
  await resolveAuctions(db, setup, events);
  const offerInfo = new Map<string, OfferInfo>();
  const listingNft = new Map<string, NftKey>();
  const infoOf = (args: ChainEvent['args'], nftContract: string, tokenId: string): OfferInfo => ({
    nftContract,
    tokenId,
    seller: String(args.seller),
    decimals: Number(args.decimals),
    symbol: String(args.currencySymbol),
  });
  for (const e of events) {
    if (e.eventName === 'OfferCreated' && e.offerId && e.nftContract && e.tokenId) {
      offerInfo.set(e.offerId, infoOf(e.args, e.nftContract, e.tokenId));
    }
    if (e.eventName === 'RentListed' && e.listingId && e.nftContract && e.tokenId) {
      listingNft.set(e.listingId, { contract: e.nftContract, tokenId: e.tokenId });
    }
  }
  const missingOffers = [
    ...new Set(events.flatMap((e) => (e.offerId && !offerInfo.has(e.offerId) ? [e.offerId] : []))),
  ];
  for (const part of chunks(missingOffers)) {
    const known = await rawRows<{
      offer_id: string;
      nft_contract: string;
      token_id: string;
      args: ChainEvent['args'];
    }>(
      db,
      sql`select offer_id, nft_contract, token_id, args from chain_events
          where chain_id = ${setup.chainId} and event_name = 'OfferCreated' and offer_id in (${numericList(part)})`,
    );
    for (const row of known) offerInfo.set(row.offer_id, infoOf(row.args, row.nft_contract, row.token_id));
    const seeded = await rawRows<{
      offer_id: string;
      host_contract: string;
      token_id: string;
      seller: string;
      currency: string;
    }>(
      db,
      sql`select offer_id, host_contract, token_id, seller, currency from offers
          where chain_id = ${setup.chainId} and offer_id in (${numericList(part)})`,
    );
    for (const row of seeded) {
      if (offerInfo.has(row.offer_id)) continue;
      const currency = setup.currencyOf(row.currency);
      offerInfo.set(row.offer_id, {
        nftContract: row.host_contract.toLowerCase(),
        tokenId: row.token_id,
        seller: row.seller,
        decimals: currency.decimals,
        symbol: currency.symbol,
      });
    }
  }
  const missingListings = [
    ...new Set(events.flatMap((e) => (e.listingId && !listingNft.has(e.listingId) ? [e.listingId] : []))),
  ];
  for (const part of chunks(missingListings)) {
    const known = await rawRows<{ listing_id: string; nft_contract: string; token_id: string }>(
      db,
      sql`select listing_id, nft_contract, token_id from chain_events
          where chain_id = ${setup.chainId} and event_name = 'RentListed' and listing_id in (${numericList(part)})`,
    );
    for (const row of known)
      listingNft.set(row.listing_id, { contract: row.nft_contract, tokenId: row.token_id });
  }

  for (const e of events) {
    const offer = e.offerId ? offerInfo.get(e.offerId) : undefined;
    const listing = e.listingId ? listingNft.get(e.listingId) : undefined;
    const nft = offer ? { contract: offer.nftContract, tokenId: offer.tokenId } : listing;
    if (!e.nftContract && nft) {
      e.nftContract = nft.contract;
      e.tokenId = nft.tokenId;
    }
    if (!offer) continue;
    if (e.eventName === 'OfferPriceChanged') {
      e.args.newPriceUnits = formatUnits(BigInt(String(e.args.newPrice)), offer.decimals);
      e.args.oldPriceUnits = formatUnits(BigInt(String(e.args.oldPrice)), offer.decimals);
      e.args.currencySymbol = offer.symbol;
    }
    if (e.eventName === 'OfferCancelled') e.args.seller = offer.seller;
  }
}

type AuctionInfo = { nftContract: string; tokenId: string; decimals: number; symbol: string };

/**
 * AuctionHouse events after AuctionCreated carry only the auction id: they get its NFT, and bids
 * and refunds its currency (symbol, decimals, whole-token amounts), from the batch or the stored
 * AuctionCreated. An auction whose creation is not stored yet stays unresolved here; the auction
 * projection (auctions.ts) reads the raw amounts, so it is right once the creation arrives.
 */
async function resolveAuctions(db: Db, setup: ChainSetup, events: ChainEvent[]): Promise<void> {
  const info = new Map<string, AuctionInfo>();
  const infoOf = (args: ChainEvent['args'], nftContract: string, tokenId: string): AuctionInfo => ({
    nftContract,
    tokenId,
    decimals: Number(args.decimals),
    symbol: String(args.currencySymbol),
  });
  for (const e of events) {
    if (e.eventName === 'AuctionCreated' && e.auctionId && e.nftContract && e.tokenId) {
      info.set(e.auctionId, infoOf(e.args, e.nftContract, e.tokenId));
    }
  }
  const missing = [
    ...new Set(events.flatMap((e) => (e.auctionId && !info.has(e.auctionId) ? [e.auctionId] : []))),
  ];
  for (const part of chunks(missing)) {
    const known = await rawRows<{
      auction_id: string;
      nft_contract: string;
      token_id: string;
      args: ChainEvent['args'];
    }>(
      db,
      sql`select auction_id::text, nft_contract, token_id::text, args from chain_events
          where chain_id = ${setup.chainId} and contract = ${setup.address.AuctionHouse}
            and event_name = 'AuctionCreated' and auction_id in (${numericList(part)})`,
    );
    for (const row of known) info.set(row.auction_id, infoOf(row.args, row.nft_contract, row.token_id));
  }
  for (const e of events) {
    const auction = e.auctionId ? info.get(e.auctionId) : undefined;
    if (!auction) continue;
    if (!e.nftContract) {
      e.nftContract = auction.nftContract;
      e.tokenId = auction.tokenId;
    }
    if (e.eventName === 'BidPlaced' || e.eventName === 'BidRefunded') {
      e.args.currencySymbol = auction.symbol;
      e.args.decimals = auction.decimals;
      e.args.amountUnits = formatUnits(BigInt(String(e.args.amount)), auction.decimals);
    }
  }
}

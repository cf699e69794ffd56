import { type SQL, sql } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import { type Db, rawRows } from '../db/database.ts';
import { offers, saleHistory } from '../db/schema/index.ts';
import { auctionIdsOf, recomputeAuctions } from './auctions.ts';
import {
  type FundsReader,
  fundsPairsOf,
  insertOfferLiveRows,
  notifyBuyOffers,
  offerBuyersOf,
  recomputeBuyOffers,
  refreshFunds,
  revertBuyOfferNotices,
} from './buy-offers.ts';
import { collectionsOf, recomputeCollectionStats } from './collection-stats.ts';
import type { ChainSetup } from './contracts.ts';
import type { ChainEvent } from './decode.ts';
import { insertLiveEvents, revertLiveEvents } from './live-rows.ts';
import { lockProjections } from './lock.ts';
import { notifyAuctions, notifySales, revertNotifications } from './notifications.ts';
import { recordPayoutsAndPayments } from './payouts.ts';
import {
  chunks,
  type NftKey,
  numericList,
  recomputeNfts,
  recomputeOffers,
  unmintOrphans,
} from './project.ts';
import { resolveReferences } from './references.ts';
import { activityOf, insertActivities, insertEvents, type NftRow } from './rows.ts';
import { recomputeStakes, stakeIdsOf } from './stakes.ts';

const keyOf = (contract: string, tokenId: string) => `${contract}:${tokenId}`;

function nftKeysOf(events: readonly { nftContract: string | null; tokenId: string | null }[]): NftKey[] {
  const keys = new Map<string, NftKey>();
  for (const e of events) {
    if (e.nftContract && e.tokenId)
      keys.set(keyOf(e.nftContract, e.tokenId), { contract: e.nftContract, tokenId: e.tokenId });
  }
  return [...keys.values()];
}

/** What an apply or revert may ask the chain: buyers' funds, re-read after their token movements. */
export type ApplyOptions = { funds?: FundsReader };

/**
 * Applies decoded events in one go (call inside a transaction): stores them, writes the rows each
 * event produces (activity, sale, offer — all keyed by chain id + tx hash + log index, so a replay
 * adds nothing) and recomputes the state of the NFTs, offers, auctions and buy offers they touch.
 * The indexer and the "record the transaction" calls both come here.
 */
export async function applyEvents(
  db: Db,
  setup: ChainSetup,
  events: ChainEvent[],
  options: ApplyOptions = {},
): Promise<void> {
  if (events.length === 0) return;
  await lockProjections(db, setup.chainId);
  await resolveReferences(db, setup, events);
  await claimLazyMints(db, setup, events);
  await insertEvents(db, events);
  const keys = nftKeysOf(events);
  const nftByKey = await loadNfts(db, keys);
  const nftOf = (e: ChainEvent) =>
    e.nftContract && e.tokenId ? nftByKey.get(keyOf(e.nftContract, e.tokenId)) : undefined;

  const activityRows = events.flatMap((e) => activityOf(setup, e, events, nftOf(e)) ?? []);
  await insertActivities(db, activityRows);

  const names = new Map<number, string>();
  const sales = events.flatMap((e) => {
    const nft = nftOf(e);
    if (!nft) return [];
    // An auction settled with a winner is a sale like a bought offer (no winner: no sale), and so
    // is an accepted buy offer.
    const auctionSale =
      e.contract === setup.address.AuctionHouse &&
      e.eventName === 'AuctionSettled' &&
      e.args.winner !== zeroAddress;
    const offerSale = e.contractName === 'OfferBook' && e.eventName === 'OfferAccepted';
    if (e.eventName !== 'OfferBought' && !auctionSale && !offerSale) return [];
    names.set(nft.id, nft.title);
    return [
      {
        nftId: nft.id,
        fromAddress: String(e.args.seller),
        toAddress: String(auctionSale ? e.args.winner : e.args.buyer),
        price: String(e.args.priceUnits),
        currency: String(e.args.currencySymbol),
        tokenAddress: String(e.args.currency),
        txHash: e.txHash,
        chainId: e.chainId,
        logIndex: e.logIndex,
        createdAt: e.blockTime,
      },
    ];
  });
  for (const part of chunks(sales)) await db.insert(saleHistory).values(part).onConflictDoNothing();
  // The seller hears of the sale in the same transaction (its key makes a re-apply add nothing).
  await notifySales(
    db,
    sales.map((sale) => ({ ...sale, nftName: names.get(sale.nftId) ?? null })),
  );

  const created = events.flatMap((e) => {
    if (e.eventName !== 'OfferCreated' || !e.nftContract || !e.tokenId || !e.offerId) return [];
    return [
      {
        chainId: e.chainId,
        offerId: e.offerId,
        nftId: nftOf(e)?.id ?? null,
        hostContract: e.nftContract,
        tokenId: e.tokenId,
        seller: String(e.args.seller),
        price: String(e.args.priceUnits),
        currency: String(e.args.currency),
        feeBps: Number(e.args.feeBps),
        txHash: e.txHash,
        createdAt: e.blockTime,
      },
    ];
  });
  for (const part of chunks(created)) await db.insert(offers).values(part).onConflictDoNothing();
  await recordReferrals(db, setup, events);
  await recordPayoutsAndPayments(db, setup, events);

  const offerIds = [...new Set(events.flatMap((e) => (e.offerId ? [e.offerId] : [])))];
  await recomputeOffers(db, setup, offerIds);
  await recomputeNfts(db, setup, keys);
  await recomputeCollectionStats(db, await collectionsOf(db, keys));
  await recomputeStakes(db, setup, stakeIdsOf(setup, events.map(stakeRef)));
  await recomputeAuctions(db, setup, auctionIdsOf(setup, events));
  const houseEvents = events.filter((e) => e.contract === setup.address.AuctionHouse);
  await notifyAuctions(db, houseEvents, nftOf);
  // Buy offers after the NFTs' owners: an owner change makes NFT offers inactive.
  const pairs = [...fundsPairsOf(setup, events).values()];
  await refreshFunds(db, setup.chainId, pairs, options.funds);
  const changed = await recomputeBuyOffers(
    db,
    setup,
    [...new Set([...offerBuyersOf(events), ...pairs.map((p) => p.buyer)])],
    keys,
  );
  await notifyBuyOffers(db, setup, changed, events);
  // Last: the live rows read the NFTs' recomputed seller and collection.
  await insertLiveEvents(db, setup, events, nftOf);
  await insertOfferLiveRows(db, setup.chainId, changed);
}

const stakeRef = (e: ChainEvent) => ({
  contract: e.contract,
  stakeId: e.args.stakeId === undefined || e.args.stakeId === null ? null : String(e.args.stakeId),
});

/** Deletes the matching events and what they produced, then recomputes what they touched. */
export async function revertEvents(
  db: Db,
  setup: ChainSetup,
  condition: SQL,
  options: ApplyOptions = {},
): Promise<number> {
  await lockProjections(db, setup.chainId);
  const deleted = await rawRows<{
    tx_hash: string;
    log_index: number;
    event_name: string;
    nft_contract: string | null;
    token_id: string | null;
    offer_id: string | null;
    contract: string;
    stake_id: string | null;
    auction_id: string | null;
    contract_name: string;
    args: ChainEvent['args'];
  }>(
    db,
    sql`delete from chain_events where chain_id = ${setup.chainId} and (${condition})
        returning tx_hash, log_index, event_name, nft_contract, token_id, offer_id, contract,
          args->>'stakeId' as stake_id, auction_id::text, contract_name, args`,
  );
  if (deleted.length === 0) return 0;
  for (const part of chunks(deleted)) {
    const eventKeys = sql.join(
      part.map((e) => sql`(${e.tx_hash}::text, ${e.log_index}::int)`),
      sql`, `,
    );
    for (const table of [
      'activities',
      'sale_history',
      'referrals',
      'payout_movements',
      'payments',
      'auction_bids',
    ] as const) {
      await db.execute(
        sql`delete from ${sql.identifier(table)} where chain_id = ${setup.chainId}
            and (tx_hash, log_index) in (values ${eventKeys})`,
      );
    }
  }
  const orphanedOffers = deleted
    .filter((e) => e.event_name === 'OfferCreated' && e.offer_id)
    .map((e) => e.offer_id!);
  for (const part of chunks(orphanedOffers)) {
    await db.execute(
      sql`delete from offers where chain_id = ${setup.chainId} and offer_id in (${numericList(part)})`,
    );
  }
  const keys = nftKeysOf(deleted.map((e) => ({ nftContract: e.nft_contract, tokenId: e.token_id })));
  await recomputeOffers(db, setup, [...new Set(deleted.flatMap((e) => (e.offer_id ? [e.offer_id] : [])))]);
  await recomputeNfts(db, setup, keys);
  await unmintOrphans(db, setup, keys);
  await revertLiveEvents(db, setup, deleted, keys);
  await revertNotifications(db, setup.chainId, deleted);
  await recomputeCollectionStats(db, await collectionsOf(db, keys));
  await recomputeStakes(
    db,
    setup,
    stakeIdsOf(
      setup,
      deleted.map((e) => ({ contract: e.contract, stakeId: e.stake_id })),
    ),
  );
  await recomputeAuctions(
    db,
    setup,
    auctionIdsOf(
      setup,
      deleted.map((e) => ({ contract: e.contract, auctionId: e.auction_id })),
    ),
  );
  // Buy offers: the funds the reverted token movements changed are read again, then the offers of
  // their buyers, of the reverted OfferBook events and of the NFTs are recomputed.
  const reverted = deleted.map((e) => ({
    contractName: e.contract_name,
    contract: e.contract,
    eventName: e.event_name,
    args: e.args,
  }));
  const pairs = [...fundsPairsOf(setup, reverted).values()];
  await revertBuyOfferNotices(db, setup, deleted);
  await refreshFunds(db, setup.chainId, pairs, options.funds);
  const changed = await recomputeBuyOffers(
    db,
    setup,
    [...new Set([...offerBuyersOf(reverted), ...pairs.map((p) => p.buyer)])],
    keys,
  );
  await insertOfferLiveRows(db, setup.chainId, changed);
  return deleted.length;
}

/** Lazy minting: the token id of a minted VrNFT is the id of its record, until then without one. */
async function claimLazyMints(db: Db, setup: ChainSetup, events: ChainEvent[]): Promise<void> {
  const vrNft = setup.address.VrNFT;
  const minted = events
    .filter((e) => e.contract === vrNft && e.eventName === 'Transfer' && e.args.from === zeroAddress)
    .map((e) => String(e.args.tokenId))
    .filter((id) => BigInt(id) <= BigInt(Number.MAX_SAFE_INTEGER));
  for (const part of chunks(minted)) {
    await db.execute(sql`
      update nfts set token_id = id, contract_address = ${vrNft}, updated_at = now()
      where token_id is null and id in (${sql.join(
        part.map((id) => sql`${id}::bigint`),
        sql`, `,
      )}) and (contract_address is null or contract_address = ${vrNft})`);
  }
}

/**
 * A mint a buyer asked for with a referral code (a referral intent of that NFT and wallet) becomes
 * a referral, keyed by its PermitMinted event: the price, currency, wallet and time are the
 * chain's. A referrer whose linked wallet is the receiver earns nothing (self-referral).
 */
async function recordReferrals(db: Db, setup: ChainSetup, events: ChainEvent[]): Promise<void> {
  const mints = events.filter(
    (e) => e.contract === setup.address.VrNFT && e.eventName === 'PermitMinted' && e.tokenId,
  );
  for (const part of chunks(mints)) {
    const minted = sql.join(
      part.map(
        (e) =>
          sql`(${e.tokenId}::numeric, ${String(e.args.to)}::text, ${String(e.args.mintingPriceUnits ?? '0')}::numeric,
            ${String(e.args.currencySymbol ?? '')}::text, ${e.txHash}::text, ${e.logIndex}::int,
            ${e.blockTime.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      insert into referrals (referrer_id, code, receiver_address, receiver_id, nft_id, token_id, contract_address,
        sub_category_id, price, currency, tx_hash, chain_id, log_index, created_at)
      select i.referrer_id, i.code, m.receiver, buyer.id, n.id, m.token_id, ${setup.address.VrNFT},
        n.sub_category_id, m.price, m.currency, m.tx_hash, ${setup.chainId}, m.log_index, m.created_at
      from (values ${minted}) as m(token_id, receiver, price, currency, tx_hash, log_index, created_at)
      join nfts n on n.contract_address = ${setup.address.VrNFT} and n.token_id = m.token_id
      join referral_intents i on i.nft_id = n.id and i.receiver_address = m.receiver
      join users referrer on referrer.id = i.referrer_id
      left join users buyer on buyer.public_key = m.receiver
      where referrer.public_key is distinct from m.receiver
      on conflict (chain_id, tx_hash, log_index) do nothing`);
  }
}

async function loadNfts(db: Db, keys: NftKey[]): Promise<Map<string, NftRow>> {
  const byKey = new Map<string, NftRow>();
  for (const part of chunks(keys)) {
    const rows = await rawRows<NftRow>(
      db,
      sql`select n.id, n.contract_address, n.token_id, n.title from nfts n
          join (values ${sql.join(
            part.map((k) => sql`(${k.contract}::text, ${k.tokenId}::numeric)`),
            sql`, `,
          )}) as k(contract, token_id) on n.contract_address = k.contract and n.token_id = k.token_id`,
    );
    for (const row of rows)
      byKey.set(keyOf(row.contract_address, String(row.token_id)), { ...row, id: Number(row.id) });
  }
  return byKey;
}

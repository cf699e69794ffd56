import { PurchaseStatus } from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import type { Db } from '../db/database.ts';
import type { ChainSetup } from './contracts.ts';

/** An NFT as the chain names it: host contract (lowercased) and token id. */
export type NftKey = { contract: string; tokenId: string };

const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const keyValues = (keys: NftKey[]): SQL =>
  sql.join(
    keys.map((key) => sql`(${key.contract}::text, ${key.tokenId}::numeric)`),
    sql`, `,
  );

const textList = (items: string[]): SQL =>
  sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  );

export const numericList = (items: string[]): SQL =>
  sql.join(
    items.map((item) => sql`${item}::numeric`),
    sql`, `,
  );

/**
 * The newest event named `eventName` of each NFT in `k`, as (nft_contract, token_id, …columns):
 * one backward index probe per NFT, however long its history.
 */
const latest = (chainId: number, eventName: string, columns: SQL): SQL => sql`
  select k.contract as nft_contract, k.token_id, x.* from k cross join lateral (
    select ${columns} from chain_events e
    where e.chain_id = ${chainId} and e.nft_contract = k.contract and e.token_id = k.token_id
      and e.event_name = ${eventName}
    order by e.block_number desc, e.log_index desc limit 1) x`;

/**
 * Recomputes the chain-owned columns of the given NFTs from their events: owner (last transfer),
 * the open offer (last OfferCreated not cancelled or bought, at its last price), rental state,
 * auction escrow (DEALING, the seller as seller), last sale price (a sale or a settled auction). Only rows whose values change are written; NFTs without any indexed transfer
 * are left alone (their mint has not been indexed yet).
 */
export async function recomputeNfts(db: Db, setup: ChainSetup, keys: NftKey[]): Promise<void> {
  const { chainId } = setup;
  const market = setup.address.Marketplace;
  const rental = setup.address.Rental;
  const auctionHouse = setup.address.AuctionHouse;
  const escrows = textList([...setup.escrows]);
  for (const part of chunks(keys)) {
    await db.execute(sql`
      with k(contract, token_id) as (values ${keyValues(part)}),
      lt as (${latest(chainId, 'Transfer', sql`e.args->>'from' as sender, e.args->>'to' as holder`)}),
      lo as (${latest(
        chainId,
        'OfferCreated',
        sql`e.offer_id, e.args->>'seller' as seller, e.args->>'priceUnits' as price,
          e.args->>'currencySymbol' as currency, e.block_time`,
      )}),
      oo as (
        select lo.*, coalesce((
          select p.args->>'newPriceUnits' from chain_events p
          where p.chain_id = ${chainId} and p.offer_id = lo.offer_id and p.event_name = 'OfferPriceChanged'
          order by p.block_number desc, p.log_index desc limit 1), lo.price)::numeric as current
        from lo
        where not exists (
          select 1 from chain_events x
          where x.chain_id = ${chainId} and x.offer_id = lo.offer_id
            and x.event_name in ('OfferCancelled', 'OfferBought'))),
      ls as (
        select k.contract as nft_contract, k.token_id, x.* from k cross join lateral (
          select (e.args->>'priceUnits')::numeric as price from chain_events e
          where e.chain_id = ${chainId} and e.nft_contract = k.contract and e.token_id = k.token_id
            and (e.event_name in ('OfferBought', 'OfferAccepted')
              or (e.event_name = 'AuctionSettled' and e.args->>'winner' <> ${zeroAddress}))
          order by e.block_number desc, e.log_index desc limit 1) x),
      rl as (${latest(chainId, 'RentListed', sql`e.listing_id`)}),
      rs as (
        select rl.nft_contract, rl.token_id, coalesce((
          select x.event_name = 'Rented' from chain_events x
          where x.chain_id = ${chainId} and x.listing_id = rl.listing_id
            and x.event_name in ('Rented', 'RentalEnded')
          order by x.block_number desc, x.log_index desc limit 1), false) as rented
        from rl),
      calc as (
        select n.id,
          lt.holder as owner_address,
          lt.holder <> ${zeroAddress} as onchain,
          case when oo.offer_id is not null then oo.seller
               when lt.holder = ${market} then n.seller
               when lt.holder in (${escrows}) then lt.sender
               when lt.holder = ${zeroAddress} then n.seller
               else lt.holder end as seller,
          case when lt.holder = ${zeroAddress} then ${PurchaseStatus.NONE}
               when oo.offer_id is not null then ${PurchaseStatus.SELLING}
               when lt.holder = ${market} then n.purchase_status
               when lt.holder = ${rental} and coalesce(rs.rented, false) then ${PurchaseStatus.RENTED}
               when lt.holder = ${rental} then ${PurchaseStatus.RENT}
               when lt.holder = ${auctionHouse} then ${PurchaseStatus.DEALING}
               else ${PurchaseStatus.OWNED} end::smallint as purchase_status,
          case when oo.offer_id is not null then oo.current
               when lt.holder = ${market} then n.current_price end as current_price,
          coalesce(oo.currency, n.currency) as currency,
          case when oo.offer_id is not null then oo.offer_id
               when lt.holder = ${market} then n.offer_id end as offer_id,
          case when oo.offer_id is null then (case when lt.holder = ${market} then n.listed_at end)
               when n.offer_id is not distinct from oo.offer_id and n.listed_at is not null then n.listed_at
               else oo.block_time end as listed_at,
          coalesce(ls.price, n.last_price) as last_price
        from lt
        join nfts n on n.contract_address = lt.nft_contract and n.token_id = lt.token_id
        left join oo on oo.nft_contract = lt.nft_contract and oo.token_id = lt.token_id
        left join ls on ls.nft_contract = lt.nft_contract and ls.token_id = lt.token_id
        left join rs on rs.nft_contract = lt.nft_contract and rs.token_id = lt.token_id)
      update nfts n set
        owner_address = c.owner_address, onchain = c.onchain, seller = c.seller,
        purchase_status = c.purchase_status, current_price = c.current_price, currency = c.currency,
        offer_id = c.offer_id, listed_at = c.listed_at, last_price = c.last_price, updated_at = now()
      from calc c
      where n.id = c.id and (n.owner_address, n.onchain, n.seller, n.purchase_status, n.current_price,
          n.currency, n.offer_id, n.listed_at, n.last_price)
        is distinct from (c.owner_address, c.onchain, c.seller, c.purchase_status, c.current_price,
          c.currency, c.offer_id, c.listed_at, c.last_price)`);
  }
}

/**
 * After a rollback removed every transfer of an NFT (its mint was orphaned), it is off-chain
 * again: not minted, not for sale. Its owner stays (the pre-mint owner is not on chain).
 */
export async function unmintOrphans(db: Db, setup: ChainSetup, keys: NftKey[]): Promise<void> {
  for (const part of chunks(keys)) {
    await db.execute(sql`
      with k(contract, token_id) as (values ${keyValues(part)})
      update nfts n set onchain = false, purchase_status = ${PurchaseStatus.NONE}, offer_id = null,
        current_price = null, listed_at = null, updated_at = now()
      from k
      where n.contract_address = k.contract and n.token_id = k.token_id and n.onchain
        and not exists (
          select 1 from chain_events e
          where e.chain_id = ${setup.chainId} and e.nft_contract = k.contract and e.token_id = k.token_id
            and e.event_name = 'Transfer')`);
  }
}

/** Recomputes offers' price and closed flag from their events (seeded offers keep their price). */
export async function recomputeOffers(db: Db, setup: ChainSetup, offerIds: string[]): Promise<void> {
  const { chainId } = setup;
  for (const part of chunks(offerIds)) {
    await db.execute(sql`
      with calc as (
        select o.chain_id, o.offer_id,
          coalesce((
            select coalesce(e.args->>'newPriceUnits', e.args->>'priceUnits') from chain_events e
            where e.chain_id = o.chain_id and e.offer_id = o.offer_id
              and e.event_name in ('OfferCreated', 'OfferPriceChanged')
            order by e.block_number desc, e.log_index desc limit 1)::numeric, o.price) as price,
          exists (
            select 1 from chain_events e
            where e.chain_id = o.chain_id and e.offer_id = o.offer_id
              and e.event_name in ('OfferCancelled', 'OfferBought')) as closed
        from offers o
        where o.chain_id = ${chainId} and o.offer_id in (${numericList(part)}))
      update offers o set price = c.price, closed = c.closed, updated_at = now()
      from calc c
      where o.chain_id = c.chain_id and o.offer_id = c.offer_id
        and (o.price, o.closed) is distinct from (c.price, c.closed)`);
  }
}

export { chunks };

import {
  type Nft,
  type NftBestOffer,
  type Offer,
  type OfferInactiveReason,
  type OfferKind,
  OfferState,
} from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, objectRows } from '../../db/database.ts';

/** A buy_offers row as the answers read it (`o`), with its collection's name. */
export type OfferRow = {
  id: string;
  chain_id: number;
  kind: OfferKind;
  nft_id: string | null;
  collection_id: string | null;
  collection_name: string | null;
  token_count: number | null;
  host_contract: string;
  token_id: string;
  token_root: string;
  buyer: string;
  currency: string;
  currency_address: string;
  amount: string;
  amount_units: string;
  expiry: Date | string;
  nonce: string;
  counter: string;
  signature: string;
  state: string;
  inactive_reason: OfferInactiveReason | null;
  accepted_token_id: string | null;
  accepted_by: string | null;
  tx_hash: string | null;
  created_at: Date | string;
};

/** The columns of an OfferRow, of `buy_offers o` (the collection's name by a sub-select). */
export const OFFER_COLUMNS = sql`o.id::text, o.chain_id, o.kind, o.nft_id::text, o.collection_id::text,
  (select c.collection_name from collections c where c.id = o.collection_id) as collection_name,
  o.token_count, o.host_contract, o.token_id::text, o.token_root, o.buyer, o.currency, o.currency_address,
  o.amount::text, o.amount_units::text, o.expiry, o.nonce::text, o.counter::text, o.signature, o.state,
  o.inactive_reason, o.accepted_token_id::text, o.accepted_by, o.tx_hash, o.created_at`;

/** Open: acceptable now or once its reason is undone (the stored states that may still change). */
export const OPEN_STATES = sql`('ACTIVE', 'INACTIVE')`;

/** The state answers show (`o` is the buy_offers row): an open offer past its expiry is EXPIRED. */
export const offerStateSql = (now: Date) => sql`(case
  when o.state in ${OPEN_STATES} and o.expiry <= ${now.toISOString()}::timestamptz then 'EXPIRED'
  else o.state end)`;

/** Best first: active before inactive, then the highest amount, then the oldest. */
export const BEST_FIRST = sql`(o.state = 'ACTIVE') desc, o.amount desc, o.created_at asc, o.id asc`;

const iso = (value: Date | string) => new Date(value).toISOString();

function stateOf(row: OfferRow, now: Date): OfferState {
  const open = row.state === OfferState.ACTIVE || row.state === OfferState.INACTIVE;
  if (open && new Date(row.expiry).getTime() <= now.getTime()) return OfferState.EXPIRED;
  return row.state as OfferState;
}

/** An offer answer; `nft` is the NFT offer's NFT in the lists' shape (the caller serialized it). */
export function toOffer(row: OfferRow, nft: Nft | null, now: Date): Offer {
  const state = stateOf(row, now);
  return {
    id: row.id,
    chainId: row.chain_id,
    kind: row.kind,
    nft,
    collectionId: row.collection_id === null ? null : Number(row.collection_id),
    collectionName: row.collection_name,
    tokenCount: row.token_count,
    buyer: row.buyer,
    currency: row.currency,
    currencyAddress: row.currency_address,
    amount: row.amount,
    expiry: iso(row.expiry),
    createdAt: iso(row.created_at),
    state,
    inactiveReason: state === OfferState.INACTIVE ? row.inactive_reason : null,
    acceptedTokenId: row.accepted_token_id,
    acceptedBy: row.accepted_by,
    txHash: row.tx_hash,
    message: {
      buyer: row.buyer,
      hostContract: row.host_contract,
      tokenId: row.token_id,
      tokenRoot: row.token_root,
      currency: row.currency_address,
      amount: row.amount_units,
      expiry: String(Math.floor(new Date(row.expiry).getTime() / 1000)),
      nonce: row.nonce,
      counter: row.counter,
    },
    signature: row.signature,
  };
}

/** A page's NFT as the best-offer read needs it. */
export type BestOfferTarget = { id: number; contractAddress: string | null; tokenId: string | null };

/**
 * The statement of `bestOffers`: for each minted NFT of the arrays ($1 ids, $2 contracts, $3 token
 * ids), the best of its own offers open at $4 (one probe of buy_offers_open_nft_idx) and of the
 * collection offers listing its token (a probe of buy_offer_tokens_token_idx). One text for every
 * page, so it is prepared: planning the probes for each page's rows cost PostgreSQL five times
 * what running them does.
 */
export const BEST_OFFERS_STATEMENT = {
  name: 'nft_best_offers',
  text: `select p.nft_id::text as nft_id, b.id::text as id, b.amount::text as amount, b.currency, b.kind
    from unnest($1::bigint[], $2::text[], $3::numeric[]) as p(nft_id, contract, token_id)
    cross join lateral (
      select * from (
        (select o.id, o.amount, o.currency, o.kind, o.created_at from buy_offers o
          where o.nft_id = p.nft_id and o.state = 'ACTIVE' and o.expiry > $4::timestamptz
          order by o.amount desc, o.created_at asc limit 1)
        union all
        (select o.id, o.amount, o.currency, o.kind, o.created_at from buy_offer_tokens t
          join buy_offers o on o.id = t.offer_id
          where t.token_id = p.token_id and o.host_contract = p.contract and o.state = 'ACTIVE'
            and o.expiry > $4::timestamptz
          order by o.amount desc, o.created_at asc limit 1)
      ) x order by x.amount desc, x.created_at asc limit 1
    ) b`,
} as const;

/** The parameters of BEST_OFFERS_STATEMENT for these minted NFTs, open at `now`. */
function bestOffersParams(minted: readonly BestOfferTarget[], now: Date): unknown[] {
  return [
    minted.map((t) => t.id),
    minted.map((t) => t.contractAddress),
    minted.map((t) => t.tokenId),
    now.toISOString(),
  ];
}

/**
 * The best active, unexpired offer on each of these NFTs (its own offers and the collection offers
 * that cover it), in one prepared statement over the page's minted rows.
 */
export async function bestOffers(
  db: Db,
  targets: readonly BestOfferTarget[],
  now = new Date(),
): Promise<Map<number, NftBestOffer>> {
  const best = new Map<number, NftBestOffer>();
  const minted = targets.filter((t) => t.contractAddress !== null && t.tokenId !== null);
  if (minted.length === 0) return best;
  const rows = await objectRows<{
    nft_id: string;
    id: string;
    amount: string;
    currency: string;
    kind: OfferKind;
  }>(db, { ...BEST_OFFERS_STATEMENT, params: bestOffersParams(minted, now) });
  for (const row of rows) {
    best.set(Number(row.nft_id), { id: row.id, amount: row.amount, currency: row.currency, kind: row.kind });
  }
  return best;
}

import { sql } from 'drizzle-orm';
import { type Address, erc20Abi, getAbiItem, zeroAddress } from 'viem';
import { type Db, rawRows } from '../db/database.ts';
import type { ChainClient } from './client.ts';
import type { ChainSetup } from './contracts.ts';
import type { ChainEvent } from './decode.ts';
import { eventKey, notifyWallets, type WalletNotification } from './notifications.ts';
import { chunks, type NftKey } from './project.ts';

/** A buyer and an offer currency whose balance or allowance may have changed. */
export type FundsPair = { buyer: string; token: string };

/** Reads buyers' balances and allowances to the OfferBook at the latest block, in token units. */
export type FundsReader = (
  pairs: readonly FundsPair[],
) => Promise<{ buyer: string; token: string; balance: bigint; allowance: bigint }[]>;

/** The chain's answers for a FundsReader (two calls per pair, in parallel). */
export function chainFundsReader(chain: ChainClient, spender: Address): FundsReader {
  return async (pairs) =>
    Promise.all(
      pairs.map(async ({ buyer, token }) => {
        const [balance, allowance] = await Promise.all([
          chain.readContract({
            address: token as Address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [buyer as Address],
          }),
          chain.readContract({
            address: token as Address,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [buyer as Address, spender],
          }),
        ]);
        return { buyer, token, balance, allowance };
      }),
    );
}

/** Buyers per getLogs call (topic lists): providers refuse very long ones. */
const BUYERS_PER_CALL = 200;

/**
 * The offer currencies' Transfer (from or to) and Approval (to the OfferBook) logs of the buyers
 * with open offers in blocks from..to: what may change their offers' validity. Only those buyers'
 * logs are asked for, so a busy token (USDT on BSC) costs a few filtered calls per range.
 */
export async function buyerTokenLogs(
  db: Db,
  chain: ChainClient,
  setup: ChainSetup,
  from: number,
  to: number,
) {
  const buyers = (
    await rawRows<{ buyer: Address }>(
      db,
      sql`select distinct buyer from buy_offers where chain_id = ${setup.chainId}
          and state in ('ACTIVE', 'INACTIVE') and expiry > now()`,
    )
  ).map((row) => row.buyer);
  const range = { address: setup.offerCurrencies, fromBlock: BigInt(from), toBlock: BigInt(to) };
  const transfer = getAbiItem({ abi: erc20Abi, name: 'Transfer' });
  const approval = getAbiItem({ abi: erc20Abi, name: 'Approval' });
  const logs = new Map<string, Awaited<ReturnType<ChainClient['getLogs']>>[number]>();
  for (const part of chunks(buyers, BUYERS_PER_CALL)) {
    const found = await Promise.all([
      chain.getLogs({ ...range, event: transfer, args: { from: part } }),
      chain.getLogs({ ...range, event: transfer, args: { to: part } }),
      chain.getLogs({ ...range, event: approval, args: { owner: part, spender: setup.address.OfferBook } }),
    ]);
    for (const log of found.flat()) logs.set(`${log.transactionHash}:${log.logIndex}`, log);
  }
  return [...logs.values()];
}

const pairKey = (pair: FundsPair) => `${pair.buyer}:${pair.token}`;

/**
 * The (buyer, currency) pairs an offer currency's Transfer or Approval (to the OfferBook) and an
 * OfferAccepted (the amount left the buyer) may have changed, with the last such event of each.
 */
export function fundsPairsOf(
  setup: ChainSetup,
  events: readonly { contractName: string; contract: string; eventName: string; args: ChainEvent['args'] }[],
): Map<string, FundsPair & { event?: (typeof events)[number] }> {
  const pairs = new Map<string, FundsPair & { event?: (typeof events)[number] }>();
  const add = (buyer: unknown, token: string, event: (typeof events)[number]) => {
    if (typeof buyer !== 'string' || buyer === zeroAddress) return;
    const pair = { buyer: buyer.toLowerCase(), token: token.toLowerCase() };
    pairs.set(pairKey(pair), { ...pair, event });
  };
  for (const e of events) {
    if (e.contractName === 'OfferCurrency' && e.eventName === 'Transfer') {
      add(e.args.from, e.contract, e);
      add(e.args.to, e.contract, e);
    }
    if (
      e.contractName === 'OfferCurrency' &&
      e.eventName === 'Approval' &&
      String(e.args.spender).toLowerCase() === setup.address.OfferBook
    ) {
      add(e.args.owner, e.contract, e);
    }
    if (e.contractName === 'OfferBook' && e.eventName === 'OfferAccepted') {
      add(e.args.buyer, String(e.args.currency), e);
    }
  }
  return pairs;
}

/** The buyers whose OfferBook events (accepted, cancelled, cancelled all) these are. */
export function offerBuyersOf(
  events: readonly { contractName: string; args: ChainEvent['args'] }[],
): string[] {
  return [
    ...new Set(
      events.flatMap((e) =>
        e.contractName === 'OfferBook' && typeof e.args.buyer === 'string'
          ? [e.args.buyer.toLowerCase()]
          : [],
      ),
    ),
  ];
}

/**
 * Re-reads the funds of the pairs that have stored offers (the others are nobody's concern) and
 * keeps them in buyer_funds.
 */
export async function refreshFunds(
  db: Db,
  chainId: number,
  pairs: readonly FundsPair[],
  read: FundsReader | undefined,
): Promise<void> {
  if (!read || pairs.length === 0) return;
  for (const part of chunks([...pairs], 200)) {
    const wanted = await rawRows<{ buyer: string; token: string }>(
      db,
      sql`select distinct o.buyer, o.currency_address as token from buy_offers o
          join (values ${sql.join(
            part.map((p) => sql`(${p.buyer}::text, ${p.token}::text)`),
            sql`, `,
          )}) as p(buyer, token) on o.buyer = p.buyer and o.currency_address = p.token
          where o.chain_id = ${chainId} and o.state in ('ACTIVE', 'INACTIVE')`,
    );
    if (wanted.length === 0) continue;
    const funds = await read(wanted);
    await db.execute(sql`
      insert into buyer_funds (chain_id, buyer, currency_address, balance, allowance)
      select ${chainId}, x.buyer, x.token, x.balance, x.allowance
      from jsonb_to_recordset(${JSON.stringify(
        funds.map((f) => ({
          buyer: f.buyer,
          token: f.token,
          balance: f.balance.toString(),
          allowance: f.allowance.toString(),
        })),
      )}::jsonb) as x(buyer text, token text, balance numeric, allowance numeric)
      on conflict (chain_id, buyer, currency_address) do update set balance = excluded.balance,
        allowance = excluded.allowance, updated_at = now()
      where (buyer_funds.balance, buyer_funds.allowance) is distinct from (excluded.balance, excluded.allowance)`);
  }
}

/** An offer whose state a recompute changed, with what its news and live row need. */
export type ChangedOffer = {
  id: string;
  kind: string;
  nft_id: string | null;
  nft_name: string | null;
  collection_id: string | null;
  token_id: string | null;
  buyer: string;
  owner_at_offer: string | null;
  currency: string;
  currency_address: string;
  amount: string;
  state: string;
  inactive_reason: string | null;
  old_state: string;
  old_reason: string | null;
  accepted_by: string | null;
  offer_hash: string;
};

/**
 * Recomputes the state of the offers of these buyers and of these NFTs from the stored OfferBook
 * events, the NFTs' owners and the buyers' last read funds: ACCEPTED (its OfferAccepted: the token,
 * the seller, the transaction), CANCELLED (its nonce cancelled or used by another offer, or a
 * cancel-all past its counter), else INACTIVE while the NFT's owner is not the one it was made to
 * (OWNER_CHANGED), the balance (BALANCE) or the allowance (ALLOWANCE) is below the amount, else
 * ACTIVE. Idempotent and order-independent; a revert's recompute undoes what the events did.
 * Answers the offers whose state changed.
 */
export async function recomputeBuyOffers(
  db: Db,
  setup: ChainSetup,
  buyers: readonly string[],
  nftKeys: readonly NftKey[],
): Promise<ChangedOffer[]> {
  const { chainId } = setup;
  const changed: ChangedOffer[] = [];
  const scopes = [
    ...chunks([...buyers]).map(
      (part) =>
        sql`o.buyer in (${sql.join(
          part.map((b) => sql`${b}`),
          sql`, `,
        )})`,
    ),
    ...chunks([...nftKeys]).map(
      (part) =>
        sql`o.nft_id in (select n.id from nfts n join (values ${sql.join(
          part.map((k) => sql`(${k.contract}::text, ${k.tokenId}::numeric)`),
          sql`, `,
        )}) as k(contract, token_id) on n.contract_address = k.contract and n.token_id = k.token_id)`,
    ),
  ];
  for (const scope of scopes) {
    const rows = await rawRows<ChangedOffer>(
      db,
      sql`
      with o as (select * from buy_offers o where o.chain_id = ${chainId} and ${scope}),
      calc as (
        select o.id, a.tx_hash as accepted_tx, a.args->>'tokenId' as accepted_token,
          a.args->>'seller' as accepted_by, a.block_time as accepted_at, x.block_time as cancelled_at,
          case when o.kind = 'NFT' and coalesce(n.seller, n.owner_address) is distinct from o.owner_at_offer
                 then 'OWNER_CHANGED'
               when f.balance < o.amount_units then 'BALANCE'
               when f.allowance < o.amount_units then 'ALLOWANCE' end as reason
        from o
        left join nfts n on n.id = o.nft_id
        left join buyer_funds f on f.chain_id = o.chain_id and f.buyer = o.buyer
          and f.currency_address = o.currency_address
        left join lateral (
          select e.tx_hash, e.args, e.block_time from chain_events e
          where e.chain_id = o.chain_id and e.contract_name = 'OfferBook' and e.args->>'buyer' = o.buyer
            and e.event_name = 'OfferAccepted' and lower(e.args->>'offerHash') = o.offer_hash
          order by e.block_number, e.log_index limit 1) a on true
        left join lateral (
          select e.block_time from chain_events e
          where e.chain_id = o.chain_id and e.contract_name = 'OfferBook' and e.args->>'buyer' = o.buyer
            and ((e.event_name = 'OfferCancelled' and (e.args->>'nonce')::numeric = o.nonce)
              or (e.event_name = 'OffersCancelledAll' and (e.args->>'counter')::numeric > o.counter)
              or (e.event_name = 'OfferAccepted' and (e.args->>'nonce')::numeric = o.nonce
                and lower(e.args->>'offerHash') <> o.offer_hash))
          order by e.block_number, e.log_index limit 1) x on true),
      next as (
        select c.id,
          case when c.accepted_tx is not null then 'ACCEPTED' when c.cancelled_at is not null then 'CANCELLED'
               when c.reason is not null then 'INACTIVE' else 'ACTIVE' end as state,
          case when c.accepted_tx is null and c.cancelled_at is null then c.reason end as inactive_reason,
          c.accepted_token::numeric as accepted_token_id, c.accepted_by, c.accepted_tx as tx_hash,
          coalesce(c.accepted_at, c.cancelled_at) as closed_at
        from calc c),
      upd as (
        update buy_offers b set state = x.state, inactive_reason = x.inactive_reason,
          accepted_token_id = x.accepted_token_id, accepted_by = x.accepted_by, tx_hash = x.tx_hash,
          closed_at = x.closed_at, updated_at = now()
        from next x
        where b.id = x.id and (b.state, b.inactive_reason, b.accepted_token_id, b.accepted_by, b.tx_hash, b.closed_at)
          is distinct from (x.state, x.inactive_reason, x.accepted_token_id, x.accepted_by, x.tx_hash, x.closed_at)
        returning b.id, b.state, b.inactive_reason, b.accepted_by)
      select upd.id::text, o.kind, o.nft_id::text, (select title from nfts where id = o.nft_id) as nft_name,
        o.collection_id::text, o.token_id::text, o.buyer, o.owner_at_offer, o.currency, o.currency_address,
        o.amount::text, upd.state, upd.inactive_reason, o.state as old_state, o.inactive_reason as old_reason,
        upd.accepted_by, o.offer_hash
      from upd join o on o.id = upd.id
      order by upd.id`,
    );
    changed.push(...rows);
  }
  return changed;
}

/** OFFER_INACTIVE's key: the token movement that did it, and the offer (one notice per offer). */
const inactiveKey = (e: { chainId: number; txHash: string; logIndex: number }, offerId: string) =>
  `${eventKey('offer-inactive', e)}:${offerId}`;

/**
 * What the buyers hear of their offers' changes in one apply: OFFER_ACCEPTED (keyed by the
 * OfferAccepted event), OFFER_INACTIVE when their balance made an offer inactive (keyed by the
 * token movement that did it and the offer). The seller hears ITEM_SOLD with the sales.
 */
export async function notifyBuyOffers(
  db: Db,
  setup: ChainSetup,
  changed: readonly ChangedOffer[],
  events: readonly ChainEvent[],
): Promise<void> {
  const rows: WalletNotification[] = [];
  const pairs = fundsPairsOf(setup, events);
  for (const offer of changed) {
    const about = {
      wallet: offer.buyer,
      nftId: offer.nft_id === null ? null : Number(offer.nft_id),
      nftName: offer.nft_name,
      price: offer.amount,
      currency: offer.currency,
      offerId: offer.id,
    };
    if (offer.state === 'ACCEPTED') {
      const accepted = events.find(
        (e) =>
          e.contractName === 'OfferBook' &&
          e.eventName === 'OfferAccepted' &&
          String(e.args.offerHash).toLowerCase() === offer.offer_hash,
      );
      if (accepted)
        rows.push({ ...about, kind: 'OFFER_ACCEPTED', dedupeKey: eventKey('offer-accepted', accepted) });
    }
    const madeInactive =
      offer.state === 'INACTIVE' &&
      offer.inactive_reason === 'BALANCE' &&
      !(offer.old_state === 'INACTIVE' && offer.old_reason === 'BALANCE');
    const cause = pairs.get(pairKey({ buyer: offer.buyer, token: offer.currency_address }))?.event;
    if (madeInactive && cause && 'txHash' in cause) {
      rows.push({ ...about, kind: 'OFFER_INACTIVE', dedupeKey: inactiveKey(cause as ChainEvent, offer.id) });
    }
  }
  await notifyWallets(db, rows);
}

/**
 * A reorg took these token movements and acceptances back: the OFFER_INACTIVE notices they caused
 * go (found by key: each event's buyers' offers).
 */
export async function revertBuyOfferNotices(
  db: Db,
  setup: ChainSetup,
  deleted: readonly {
    tx_hash: string;
    log_index: number;
    contract_name: string;
    contract: string;
    event_name: string;
    args: ChainEvent['args'];
  }[],
): Promise<void> {
  const buyersOf = deleted.flatMap((e) => {
    const pairs = fundsPairsOf(setup, [
      { contractName: e.contract_name, contract: e.contract, eventName: e.event_name, args: e.args },
    ]);
    return [...pairs.values()].map((pair) => ({ buyer: pair.buyer, event: e }));
  });
  if (buyersOf.length === 0) return;
  const buyers = [...new Set(buyersOf.map((b) => b.buyer))];
  const offers = await rawRows<{ id: string; buyer: string }>(
    db,
    sql`select id::text, buyer from buy_offers where chain_id = ${setup.chainId} and buyer in (${sql.join(
      buyers.map((b) => sql`${b}`),
      sql`, `,
    )})`,
  );
  const keys = buyersOf.flatMap(({ buyer, event }) =>
    offers
      .filter((o) => o.buyer === buyer)
      .map((o) =>
        inactiveKey({ chainId: setup.chainId, txHash: event.tx_hash, logIndex: event.log_index }, o.id),
      ),
  );
  for (const part of chunks(keys)) {
    await db.execute(
      sql`delete from notifications where dedupe_key in (${sql.join(
        part.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
  }
}

/**
 * The live stream's `offer` rows of changed offers (no chain key of their own: a revert's
 * recompute writes its own rows), so open pages of the NFT, the collection and the buyer refresh.
 */
export async function insertOfferLiveRows(
  db: Db,
  chainId: number,
  changed: readonly ChangedOffer[],
): Promise<void> {
  if (changed.length === 0) return;
  await db.execute(sql`
    insert into live_events (kind, nft_id, collection_id, token_id, from_address, to_address, price, currency,
      chain_id, at)
    select 'offer', o.nft_id, coalesce(o.collection_id, n.collection_id), n.token_id, o.buyer,
      coalesce(o.accepted_by, o.owner_at_offer), o.amount, o.currency, ${chainId}, now()
    from buy_offers o left join nfts n on n.id = o.nft_id
    where o.id in (${sql.join(
      changed.map((c) => sql`${c.id}::bigint`),
      sql`, `,
    )})
    order by o.id`);
}

import { noTokenRoot, offerTypedData, tokenProofOf, tokenRootOf } from '@vrmarket/contracts';
import {
  type CreateOfferBody,
  type MyOffersQuery,
  OFFER_MAX_EXPIRY_DAYS,
  type Offer,
  type OfferListQuery,
  type OfferMessage,
  type OfferPage,
  type OfferProof,
  type OfferTerms,
  type OfferTermsBody,
  pageOffset,
} from '@vrmarket/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Address, formatUnits, type Hex, hashTypedData, parseUnits } from 'viem';
import type { ChainClient } from '../../chain/client.ts';
import type { ContractAddresses } from '../../chain/deployments.ts';
import { type OfferBookReader, type OfferCurrency, offerCurrencies } from '../../chain/offer-book.ts';
import { type Db, rawRows } from '../../db/database.ts';
import { notify } from '../../db/notify.ts';
import { nfts, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { serializedNftsById } from '../nfts/serializer.ts';
import { BEST_FIRST, OFFER_COLUMNS, type OfferRow, OPEN_STATES, offerStateSql, toOffer } from './read.ts';

export type OfferService = ReturnType<typeof createOfferService>;

type Dependencies = {
  db: Db;
  chainId: number;
  chain: ChainClient;
  reader: OfferBookReader;
  contracts: () => Promise<ContractAddresses | null>;
  /** Told after an offer and its notification committed (the bell's and the live stream's nudges). */
  onStored?: () => void;
  now?: () => Date;
};

const DAY_MS = 86_400_000;
/** Nonces the chain marked used (cancelled before being stored here) skipped at most per terms call. */
const NONCE_SKIPS = 64;

/** An NFT or collection offer's target as the database has it now. */
type Target =
  | { kind: 'NFT'; nftId: number; hostContract: string; tokenId: string; owner: string }
  | {
      kind: 'COLLECTION';
      collectionId: number;
      hostContract: string;
      tokenIds: bigint[];
      creatorId: number | null;
    };

/**
 * Buyers' signed offers (issue 42, ADR 0058): the terms to sign, the checks before one is stored
 * (the chain's counter, nonces, balance and allowance, the signature), and the lists. The indexer
 * keeps stored offers valid (chain/buy-offers.ts).
 */
export function createOfferService({
  db,
  chainId,
  chain,
  reader,
  contracts,
  onStored,
  now = () => new Date(),
}: Dependencies) {
  /** The OfferBook and the offer currencies of the deployment (503 while it is not deployed). */
  async function deployment() {
    const addresses = await contracts();
    const offerBook = addresses?.OfferBook;
    const vrNft = addresses?.VrNFT;
    if (!addresses || !offerBook || !vrNft) throw new HttpError(503, 'CHAIN_NOT_ANSWERING');
    return {
      offerBook: offerBook.toLowerCase() as Address,
      vrNft: vrNft.toLowerCase(),
      currencies: offerCurrencies(addresses),
    };
  }

  /** The user's linked wallet, lowercased (403 WALLET_NOT_LINKED without one). */
  async function walletOf(userId: number): Promise<Address> {
    const [user] = await db.select({ publicKey: users.publicKey }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    if (!user.publicKey) throw new HttpError(403, 'WALLET_NOT_LINKED');
    return user.publicKey.toLowerCase() as Address;
  }

  async function targetOf(body: { nftId?: number; collectionId?: number }, vrNft: string): Promise<Target> {
    if (body.nftId !== undefined) {
      const [nft] = await db
        .select({
          id: nfts.id,
          contractAddress: nfts.contractAddress,
          tokenId: nfts.tokenId,
          onchain: nfts.onchain,
          ownerAddress: nfts.ownerAddress,
          seller: nfts.seller,
        })
        .from(nfts)
        .where(eq(nfts.id, body.nftId));
      if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
      if (!nft.onchain || nft.tokenId === null || nft.contractAddress === null) {
        throw new HttpError(422, 'OFFER_NOT_MINTED');
      }
      return {
        kind: 'NFT',
        nftId: nft.id,
        hostContract: nft.contractAddress.toLowerCase(),
        tokenId: nft.tokenId,
        // The wallet behind it: the seller while an escrow (the marketplace, an auction) holds it.
        owner: (nft.seller ?? nft.ownerAddress ?? '').toLowerCase(),
      };
    }
    const collectionId = body.collectionId!;
    const [collection] = await rawRows<{ creator_id: string | null }>(
      db,
      sql`select creator_id::text from collections where id = ${collectionId}`,
    );
    if (!collection) throw new HttpError(404, 'COLLECTION_NOT_FOUND');
    const tokens = await rawRows<{ token_id: string }>(
      db,
      sql`select token_id::text from nfts where collection_id = ${collectionId} and onchain
            and token_id is not null and contract_address = ${vrNft} order by token_id`,
    );
    if (tokens.length === 0) throw new HttpError(422, 'OFFER_COLLECTION_EMPTY');
    return {
      kind: 'COLLECTION',
      collectionId,
      hostContract: vrNft,
      tokenIds: tokens.map((t) => BigInt(t.token_id)),
      creatorId: collection.creator_id === null ? null : Number(collection.creator_id),
    };
  }

  function checkExpiry(expiry: Date, at: Date) {
    if (expiry.getTime() <= at.getTime()) throw new HttpError(422, 'OFFER_EXPIRED');
    if (expiry.getTime() > at.getTime() + OFFER_MAX_EXPIRY_DAYS * DAY_MS) {
      throw new HttpError(422, 'OFFER_EXPIRY_TOO_FAR');
    }
  }

  const targetFields = (target: Target) =>
    target.kind === 'NFT'
      ? { hostContract: target.hostContract, tokenId: target.tokenId, tokenRoot: noTokenRoot as string }
      : {
          hostContract: target.hostContract,
          tokenId: '0',
          tokenRoot: tokenRootOf(target.tokenIds) as string,
        };

  /** Rows → answers, the NFT offers' NFTs serialized once for the page. */
  async function withNfts(rows: OfferRow[], at: Date, viewerId?: number): Promise<Offer[]> {
    const nftById = await serializedNftsById(
      db,
      rows.flatMap((row) => (row.nft_id === null ? [] : [Number(row.nft_id)])),
      viewerId,
    );
    return rows.map((row) =>
      toOffer(row, row.nft_id === null ? null : (nftById.get(Number(row.nft_id)) ?? null), at),
    );
  }

  /** A page of offers: `from` joins and filters `buy_offers o`. */
  async function page(
    from: SQL,
    order: SQL,
    query: OfferListQuery,
    at: Date,
    { openByDefault, viewerId }: { openByDefault: boolean; viewerId?: number },
  ): Promise<OfferPage> {
    const state = query.state
      ? sql`${offerStateSql(at)} = ${query.state}`
      : openByDefault
        ? sql`o.state in ${OPEN_STATES} and o.expiry > ${at.toISOString()}::timestamptz`
        : sql`true`;
    const [rows, [count]] = await Promise.all([
      rawRows<OfferRow>(
        db,
        sql`select ${OFFER_COLUMNS} ${from} and ${state} order by ${order}
            limit ${query.limit} offset ${pageOffset(query)}`,
      ),
      rawRows<{ n: number }>(db, sql`select count(*)::int as n ${from} and ${state}`),
    ]);
    return {
      results: await withNfts(rows, at, viewerId),
      total: count?.n ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  /** Offers that reach NFT `n`: its own and the collection offers listing its token. */
  const reachesNft = sql`((o.kind = 'NFT' and o.nft_id = n.id) or (o.kind = 'COLLECTION'
    and o.host_contract = n.contract_address and exists (
      select 1 from buy_offer_tokens t where t.offer_id = o.id and t.token_id = n.token_id)))`;

  async function getOffer(id: number, viewerId?: number): Promise<Offer> {
    const [row] = await rawRows<OfferRow>(
      db,
      sql`select ${OFFER_COLUMNS} from buy_offers o where o.id = ${id} and o.chain_id = ${chainId}`,
    );
    if (!row) throw new HttpError(404, 'OFFER_NOT_FOUND');
    const [offer] = await withNfts([row], now(), viewerId);
    return offer!;
  }

  async function proofOf(id: number, tokenId: string): Promise<OfferProof> {
    const [row] = await rawRows<{ kind: string; token_id: string }>(
      db,
      sql`select kind, token_id::text from buy_offers where id = ${id} and chain_id = ${chainId}`,
    );
    if (!row) throw new HttpError(404, 'OFFER_NOT_FOUND');
    if (row.kind === 'NFT') {
      if (row.token_id !== tokenId) throw new HttpError(404, 'OFFER_NOT_FOUND');
      return { tokenId, proof: [] };
    }
    const tokens = await rawRows<{ token_id: string }>(
      db,
      sql`select token_id::text from buy_offer_tokens where offer_id = ${id}`,
    );
    const ids = tokens.map((t) => BigInt(t.token_id));
    if (!ids.includes(BigInt(tokenId))) throw new HttpError(404, 'OFFER_NOT_FOUND');
    return { tokenId, proof: tokenProofOf(ids, BigInt(tokenId)) };
  }

  return {
    /** The message to sign: the buyer's next nonce and the chain's counter, the target as it is now. */
    async terms(userId: number, body: OfferTermsBody): Promise<OfferTerms> {
      const at = now();
      const wallet = await walletOf(userId);
      const { offerBook, vrNft, currencies } = await deployment();
      const currency = currencies.find((c) => c.code === body.currency);
      if (!currency) throw new HttpError(503, 'CHAIN_NOT_ANSWERING');
      const target = await targetOf(body, vrNft);
      if (target.kind === 'NFT' && target.owner === wallet) throw new HttpError(422, 'OFFER_OWN_NFT');
      const expiry = new Date(body.expiry);
      checkExpiry(expiry, at);
      const amount = parseUnits(body.amount, currency.decimals);
      if (amount === 0n) throw new HttpError(400, 'VALIDATION_FAILED');
      const [stored] = await rawRows<{ nonce: string | null }>(
        db,
        sql`select max(nonce)::text as nonce from buy_offers where chain_id = ${chainId} and buyer = ${wallet}`,
      );
      let nonce = stored?.nonce === null || stored?.nonce === undefined ? 0n : BigInt(stored.nonce) + 1n;
      for (let skip = 0; skip < NONCE_SKIPS && (await reader.isNonceUsed(offerBook, wallet, nonce)); skip++) {
        nonce++;
      }
      const counter = await reader.counterOf(offerBook, wallet);
      const message: OfferMessage = {
        buyer: wallet,
        ...targetFields(target),
        currency: currency.address,
        amount: amount.toString(),
        expiry: String(Math.floor(expiry.getTime() / 1000)),
        nonce: nonce.toString(),
        counter: counter.toString(),
      };
      return {
        domain: { name: 'OfferBook', version: '1', chainId, verifyingContract: offerBook },
        message,
      };
    },

    /** Checks a signed offer against the chain and stores it (201); OFFER_* codes say what is wrong. */
    async create(userId: number, body: CreateOfferBody): Promise<Offer> {
      const at = now();
      if (body.chainId !== chainId) throw new HttpError(422, 'OFFER_WRONG_CHAIN');
      const wallet = await walletOf(userId);
      const { offerBook, vrNft, currencies } = await deployment();
      const { message } = body;
      if (message.buyer.toLowerCase() !== wallet) throw new HttpError(422, 'OFFER_TERMS_CHANGED');
      const target = await targetOf(body, vrNft);
      const expected = targetFields(target);
      const currency = currencies.find((c) => c.address === message.currency.toLowerCase());
      if (
        !currency ||
        message.hostContract.toLowerCase() !== expected.hostContract ||
        BigInt(message.tokenId) !== BigInt(expected.tokenId) ||
        message.tokenRoot.toLowerCase() !== expected.tokenRoot.toLowerCase()
      ) {
        throw new HttpError(422, 'OFFER_TERMS_CHANGED');
      }
      const amountUnits = BigInt(message.amount);
      if (amountUnits === 0n) throw new HttpError(400, 'VALIDATION_FAILED');
      const expiry = new Date(Number(message.expiry) * 1000);
      checkExpiry(expiry, at);
      if (target.kind === 'NFT' && target.owner === wallet) throw new HttpError(422, 'OFFER_OWN_NFT');

      const order = {
        buyer: wallet,
        hostContract: expected.hostContract as Address,
        tokenId: BigInt(message.tokenId),
        tokenRoot: expected.tokenRoot as Hex,
        currency: currency.address,
        amount: amountUnits,
        expiry: BigInt(message.expiry),
        nonce: BigInt(message.nonce),
        counter: BigInt(message.counter),
      };
      const typedData = offerTypedData(chainId, offerBook, order);
      // EOA or EIP-1271 wallet (viem asks the contract when the buyer has code).
      const valid = await chain
        .verifyTypedData({
          ...typedData,
          // OfferOrder is an interface: viem wants the message as a plain record.
          message: { ...typedData.message },
          address: wallet,
          signature: body.signature as Hex,
        })
        .catch(() => false);
      if (!valid) throw new HttpError(422, 'OFFER_SIGNATURE_INVALID');
      const [counter, nonceUsed, funds] = await Promise.all([
        reader.counterOf(offerBook, wallet),
        reader.isNonceUsed(offerBook, wallet, order.nonce),
        reader.funds(currency.address, wallet, offerBook),
      ]);
      if (counter !== order.counter || nonceUsed) throw new HttpError(409, 'OFFER_NONCE_USED');
      if (funds.balance < amountUnits) throw new HttpError(422, 'OFFER_BALANCE_TOO_LOW');
      if (funds.allowance < amountUnits) throw new HttpError(422, 'OFFER_ALLOWANCE_TOO_LOW');

      const id = await store({
        target,
        wallet,
        currency,
        order,
        offerHash: hashTypedData(typedData),
        signature: body.signature,
        expiry,
        funds,
      });
      onStored?.();
      return getOffer(id, userId);
    },

    get: getOffer,

    proof: (id: number, tokenId: string) => proofOf(id, tokenId),

    /** An NFT's offers and the collection offers covering it, best first (open ones unless `state`). */
    async forNft(nftId: number, query: OfferListQuery, viewerId?: number): Promise<OfferPage> {
      const [nft] = await db.select({ id: nfts.id }).from(nfts).where(eq(nfts.id, nftId));
      if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
      return page(
        sql`from buy_offers o join nfts n on n.id = ${nftId} where o.chain_id = ${chainId} and ${reachesNft}`,
        BEST_FIRST,
        query,
        now(),
        { openByDefault: true, viewerId },
      );
    },

    /** A collection's collection offers, best first (open ones unless `state`). */
    async forCollection(collectionId: number, query: OfferListQuery, viewerId?: number): Promise<OfferPage> {
      const [collection] = await rawRows<{ id: string }>(
        db,
        sql`select id::text from collections where id = ${collectionId}`,
      );
      if (!collection) throw new HttpError(404, 'COLLECTION_NOT_FOUND');
      return page(
        sql`from buy_offers o where o.chain_id = ${chainId} and o.kind = 'COLLECTION'
            and o.collection_id = ${collectionId}`,
        BEST_FIRST,
        query,
        now(),
        { openByDefault: true, viewerId },
      );
    },

    /** The user's offers, newest first (every state unless `state`). */
    async made(userId: number, query: MyOffersQuery): Promise<OfferPage> {
      const wallet = await walletOf(userId).catch(nullWithoutWallet);
      if (!wallet) return empty(query);
      return page(
        sql`from buy_offers o where o.chain_id = ${chainId} and o.buyer = ${wallet}`,
        sql`o.id desc`,
        query,
        now(),
        { openByDefault: false, viewerId: userId },
      );
    },

    /** Offers on the NFTs the user's wallet holds and collection offers covering them, best first (open unless `state`). */
    async received(userId: number, query: MyOffersQuery): Promise<OfferPage> {
      const wallet = await walletOf(userId).catch(nullWithoutWallet);
      if (!wallet) return empty(query);
      // The NFTs the wallet holds itself (an escrowed one cannot accept until it is back), by owner index.
      return page(
        sql`from buy_offers o where o.chain_id = ${chainId} and o.id in (
              select x.id from nfts n join buy_offers x on x.nft_id = n.id where n.owner_address = ${wallet}
              union
              select t.offer_id from nfts n
                join buy_offer_tokens t on t.token_id = n.token_id
                join buy_offers x on x.id = t.offer_id and x.host_contract = n.contract_address
              where n.owner_address = ${wallet})`,
        BEST_FIRST,
        query,
        now(),
        { openByDefault: true, viewerId: userId },
      );
    },
  };

  /**
   * Stores the offer, the tokens a collection offer covers, the funds read for it and OFFER_RECEIVED
   * to the NFT's owner (a collection offer: the collection's creator) in one transaction. The
   * unique (chain, buyer, nonce) decides between offers posted at once with one nonce.
   */
  async function store(input: {
    target: Target;
    wallet: Address;
    currency: OfferCurrency;
    order: { nonce: bigint; counter: bigint; amount: bigint; tokenId: bigint; tokenRoot: Hex };
    offerHash: Hex;
    signature: string;
    expiry: Date;
    funds: { balance: bigint; allowance: bigint };
  }): Promise<number> {
    const { target, wallet, currency, order } = input;
    return db.transaction(async (tx) => {
      const [row] = await rawRows<{ id: string; nft_name: string | null }>(
        tx,
        sql`insert into buy_offers (chain_id, kind, nft_id, collection_id, host_contract, token_id, token_root,
              token_count, buyer, owner_at_offer, currency, currency_address, amount, amount_units, expiry, nonce,
              counter, signature, offer_hash)
            values (${chainId}, ${target.kind}, ${target.kind === 'NFT' ? target.nftId : null},
              ${target.kind === 'COLLECTION' ? target.collectionId : null}, ${target.hostContract},
              ${order.tokenId.toString()}, ${order.tokenRoot},
              ${target.kind === 'COLLECTION' ? target.tokenIds.length : null}, ${wallet},
              ${target.kind === 'NFT' ? target.owner : null}, ${currency.code}, ${currency.address},
              ${formatUnits(order.amount, currency.decimals)}, ${order.amount.toString()},
              ${input.expiry.toISOString()}::timestamptz, ${order.nonce.toString()}, ${order.counter.toString()},
              ${input.signature.toLowerCase()}, ${input.offerHash})
            on conflict do nothing
            returning id::text, (select title from nfts where id = buy_offers.nft_id) as nft_name`,
      );
      if (!row) throw new HttpError(409, 'OFFER_NONCE_USED');
      const id = Number(row.id);
      if (target.kind === 'COLLECTION') {
        await tx.execute(sql`insert into buy_offer_tokens (offer_id, token_id)
          select ${id}, unnest(${`{${target.tokenIds.join(',')}}`}::numeric[])`);
      }
      await tx.execute(sql`
        insert into buyer_funds (chain_id, buyer, currency_address, balance, allowance)
        values (${chainId}, ${wallet}, ${currency.address}, ${input.funds.balance.toString()},
          ${input.funds.allowance.toString()})
        on conflict (chain_id, buyer, currency_address) do update set balance = excluded.balance,
          allowance = excluded.allowance, updated_at = now()`);
      const recipient = await rawRows<{ id: string }>(
        tx,
        target.kind === 'NFT'
          ? sql`select id::text from users where public_key = ${target.owner}`
          : sql`select id::text from users where id = ${target.creatorId}`,
      );
      await notify(
        tx,
        recipient.map((user) => ({
          userId: Number(user.id),
          kind: 'OFFER_RECEIVED' as const,
          dedupeKey: `offer-received:${id}`,
          nftId: target.kind === 'NFT' ? target.nftId : null,
          nftName: row.nft_name,
          price: formatUnits(order.amount, currency.decimals),
          currency: currency.code,
          offerId: String(id),
        })),
      );
      await tx.execute(sql`
        insert into live_events (kind, nft_id, collection_id, token_id, from_address, to_address, price, currency,
          chain_id, at)
        select 'offer', o.nft_id, coalesce(o.collection_id, n.collection_id), n.token_id, o.buyer,
          ${target.kind === 'NFT' ? target.owner : null}, o.amount, o.currency, o.chain_id, now()
        from buy_offers o left join nfts n on n.id = o.nft_id where o.id = ${id}`);
      return id;
    });
  }
}

const nullWithoutWallet = (error: unknown) => {
  if (error instanceof HttpError && error.code === 'WALLET_NOT_LINKED') return null;
  throw error;
};

const empty = (query: { page: number; limit: number }) => ({
  results: [],
  total: 0,
  page: query.page,
  limit: query.limit,
});

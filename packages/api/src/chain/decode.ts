import { decodeEventLog, erc20Abi, formatUnits, type Hex, isAddress } from 'viem';
import { type ChainSetup, type IndexedName, indexedAbis } from './contracts.ts';

export type EventArgs = Record<string, string | number | boolean | null>;

/** A decoded event of one of our contracts, as stored in chain_events. */
export type ChainEvent = {
  chainId: number;
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  blockTime: Date;
  contract: string;
  /** `OfferCurrency`: an offer currency's Transfer or Approval of a buyer (chain/buy-offers.ts). */
  contractName: IndexedName | 'OfferCurrency';
  eventName: string;
  args: EventArgs;
  nftContract: string | null;
  tokenId: string | null;
  offerId: string | null;
  listingId: string | null;
  /** AuctionHouse events: the auction id. */
  auctionId: string | null;
};

/** The fields of a mined log the decoder needs (viem's Log and receipt logs both fit). */
export type MinedLog = {
  address: string;
  topics: readonly Hex[] | [];
  data: Hex;
  blockNumber: bigint | null;
  blockHash: Hex | null;
  transactionHash: Hex | null;
  logIndex: number | null;
};

function normalize(value: unknown): string | number | boolean | null {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return isAddress(value, { strict: false }) ? value.toLowerCase() : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return value === undefined || value === null ? null : String(value);
}

/** Whole-token amounts next to the raw ones, so state queries never convert wei. */
function withAmounts(setup: ChainSetup, name: string, args: EventArgs): EventArgs {
  const currency = typeof args.currency === 'string' ? setup.currencyOf(args.currency) : undefined;
  if (!currency) return args;
  const units = (field: string) => formatUnits(BigInt(String(args[field] ?? 0)), currency.decimals);
  const extra: EventArgs = { currencySymbol: currency.symbol, decimals: currency.decimals };
  if (name === 'OfferCreated' || name === 'OfferBought') extra.priceUnits = units('price');
  if (name === 'PermitMinted') extra.mintingPriceUnits = units('mintingPrice');
  if (name === 'RentListed') extra.pricePerUnitUnits = units('pricePerUnit');
  if (name === 'AuctionCreated') extra.reservePriceUnits = units('reservePrice');
  if (name === 'AuctionSettled') {
    extra.priceUnits = units('price');
    extra.feeUnits = units('fee');
    extra.royaltyUnits = units('royalty');
  }
  if (name === 'Credited' || name === 'Withdrawn') extra.amountUnits = units('amount');
  if (name === 'OfferAccepted') {
    extra.priceUnits = units('amount');
    extra.feeUnits = units('fee');
    extra.royaltyUnits = units('royalty');
  }
  return { ...args, ...extra };
}

const asText = (value: EventArgs[string] | undefined) =>
  value === undefined || value === null ? null : String(value);

/**
 * Decodes the logs of our contracts (others and unknown topics are skipped) in chain order.
 * Offer events that only carry an offer id get their NFT from the escrow transfer of the same
 * transaction when there is one; the rest is resolved against the database when applied.
 * `currencies`: the offer currencies' logs too (the indexer asks for those of buyers only;
 * recording calls leave a transaction's token movements to it).
 */
export function decodeLogs(
  setup: ChainSetup,
  logs: readonly MinedLog[],
  blockTimeOf: (block: number) => Date,
  { currencies = false }: { currencies?: boolean } = {},
) {
  const events: ChainEvent[] = [];
  for (const log of logs) {
    const contract = log.address.toLowerCase();
    const contractName =
      setup.nameOf.get(contract) ??
      (currencies && setup.offerCurrencies.includes(contract as `0x${string}`) ? 'OfferCurrency' : undefined);
    if (!contractName || log.blockNumber === null || log.blockHash === null) continue;
    if (log.transactionHash === null || log.logIndex === null) continue;
    let decoded: { eventName: string; args?: unknown };
    try {
      decoded = decodeEventLog({
        abi: contractName === 'OfferCurrency' ? erc20Abi : indexedAbis[contractName],
        topics: log.topics as [Hex],
        data: log.data,
      });
    } catch {
      continue;
    }
    const raw = Object.fromEntries(
      Object.entries((decoded.args ?? {}) as Record<string, unknown>).map(([key, value]) => [
        key,
        normalize(value),
      ]),
    );
    const args = withAmounts(setup, decoded.eventName, raw);
    const host = contractName === 'VrNFT' ? contract : asText(args.hostContract);
    const tokenId = asText(args.tokenId);
    events.push({
      chainId: setup.chainId,
      txHash: log.transactionHash.toLowerCase(),
      logIndex: log.logIndex,
      blockNumber: Number(log.blockNumber),
      blockHash: log.blockHash.toLowerCase(),
      blockTime: blockTimeOf(Number(log.blockNumber)),
      contract,
      contractName,
      eventName: decoded.eventName,
      args,
      nftContract: host && tokenId !== null ? host : null,
      tokenId: host && tokenId !== null ? tokenId : null,
      offerId: contractName === 'Marketplace' ? asText(args.offerId) : null,
      listingId: contractName === 'Rental' ? asText(args.listingId) : null,
      auctionId: contractName === 'AuctionHouse' ? asText(args.auctionId) : null,
    });
  }
  events.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
  resolveFromEscrowTransfers(events);
  return events;
}

const CLOSING = new Set(['OfferBought', 'OfferCancelled', 'AuctionSettled', 'AuctionCancelled']);

/**
 * OfferBought/OfferCancelled move the NFT out of the marketplace in the same transaction, and
 * AuctionSettled/AuctionCancelled out of the auction house.
 */
function resolveFromEscrowTransfers(events: ChainEvent[]): void {
  for (const [index, event] of events.entries()) {
    if (event.nftContract || !CLOSING.has(event.eventName)) continue;
    const escrow = event.contract;
    const move = events
      .slice(index + 1)
      .find((e) => e.txHash === event.txHash && e.eventName === 'Transfer' && e.args.from === escrow);
    if (move) {
      event.nftContract = move.nftContract;
      event.tokenId = move.tokenId;
    }
  }
}

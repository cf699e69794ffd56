import {
  adminAccount,
  auctionHouseAbi,
  type ChainTarget,
  type Clients,
  clientsFor,
  type Deployment,
  demoUserKeys,
  deployerKey,
  marketplaceAbi,
  minterAccount,
  noTokenRoot,
  type OfferOrder,
  offerBookAbi,
  offerTypedData,
  signMintPermit,
  signSwapKey,
  swapKeyDomain,
  swapKeyTypes,
  tokenProofOf,
  tokenRootOf,
  vrNFTAbi,
} from '@vrmarket/contracts';
import { type AnvilInstance, getFreePort, startAnvil } from '@vrmarket/contracts/anvil';
import { deployAll, fundDemoAccounts } from '@vrmarket/contracts/deploy';
import {
  type Address,
  erc20Abi,
  type Hex,
  hashTypedData,
  maxUint256,
  parseEventLogs,
  parseUnits,
} from 'viem';

export {
  type ChainTarget,
  type Clients,
  clientsFor,
  offerOrderOf,
  offerTypedData,
} from '@vrmarket/contracts';

/** A fresh anvil on a free port with every contract deployed, and a funded seller and buyer. */
export type TestChain = {
  anvil: AnvilInstance;
  target: ChainTarget;
  deployment: Deployment;
  /** Demo user 0 and demo user 1, each holding the demo tokens. */
  seller: Clients;
  buyer: Clients;
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
};

export type TestChainOptions = {
  /** Seconds between blocks; without it anvil mines one block per transaction. */
  blockTime?: number;
  /** VrNFT token URIs are this base + token id. */
  nftBaseURI?: string;
};

export async function startTestChain(options: TestChainOptions = {}): Promise<TestChain> {
  const anvil = await startAnvil({ port: await getFreePort(), blockTime: options.blockTime });
  try {
    const target = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
    const deployment = await deployAll({
      ...target,
      deployer: deployerKey,
      admin: adminAccount.address,
      nftBaseURI: options.nftBaseURI,
    });
    const seller = clientsFor(target, demoUserKeys[0]!);
    const buyer = clientsFor(target, demoUserKeys[1]!);
    await fundDemoAccounts({
      ...target,
      deployer: deployerKey,
      deployment,
      recipients: [seller.account.address, buyer.account.address],
    });
    return { anvil, target, deployment, seller, buyer, rpc: rpcOf(anvil.rpcUrl), stop: () => anvil.stop() };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** A raw JSON-RPC call to the node (anvil_*, evm_* and the rest viem has no action for). */
function rpcOf(rpcUrl: string) {
  let id = 0;
  return async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  };
}

/** Waits until the transaction is mined and its block is the latest; throws if it reverted. */
export async function sent(clients: Clients, hash: Promise<Hex> | Hex) {
  const receipt = await clients.publicClient.waitForTransactionReceipt({
    hash: await hash,
    pollingInterval: 20,
  });
  if (receipt.status !== 'success') throw new Error(`transaction ${receipt.transactionHash} reverted`);
  // Under load anvil can hand out a receipt a moment before its block is the latest one, and an
  // indexer step in that moment would not see the transaction yet.
  while ((await clients.publicClient.getBlockNumber({ cacheTime: 0 })) < receipt.blockNumber) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return receipt;
}

/** Mints `tokenId` by permit (free, in USDT), sent by `clients`, to them or to `to`. */
export async function mintTo(
  chain: Pick<TestChain, 'anvil' | 'deployment'>,
  clients: Clients,
  tokenId: bigint,
  to: Address = clients.account.address,
) {
  const d = chain.deployment;
  const permit = {
    tokenId,
    to,
    currency: d.USDT,
    mintingPrice: 0n,
    uri: '',
    deadline: 4_000_000_000n,
    nonce: tokenId,
  };
  const signature = await signMintPermit(minterAccount, chain.anvil.chainId, d.VrNFT, permit);
  return sent(
    clients,
    clients.walletClient.writeContract({
      address: d.VrNFT,
      abi: vrNFTAbi,
      functionName: 'mintWithPermit',
      args: [tokenId, permit.to, d.USDT, 0n, '', permit.deadline, permit.nonce, signature],
    }),
  );
}

/**
 * A mint permit as the api answers it (`data` of the minting permission calls): signed with the
 * api's minter key for `to`, in USDT unless `currency` names another token.
 */
export async function signMintPermitFor(
  chain: Pick<TestChain, 'anvil' | 'deployment'>,
  options: {
    tokenId: bigint;
    to: Address;
    mintingPrice: bigint;
    currency?: Address;
    currencySymbol?: string;
  },
) {
  const d = chain.deployment;
  const permit = {
    tokenId: options.tokenId,
    to: options.to,
    currency: options.currency ?? d.USDT,
    mintingPrice: options.mintingPrice,
    uri: '',
    deadline: 4_000_000_000n,
    nonce: options.tokenId,
  };
  const signature = await signMintPermit(minterAccount, chain.anvil.chainId, d.VrNFT, permit);
  return {
    tokenId: permit.tokenId.toString(),
    to: permit.to,
    currency: permit.currency,
    currencySymbol: options.currencySymbol ?? 'USDT',
    mintingPrice: permit.mintingPrice.toString(),
    uri: permit.uri,
    deadline: permit.deadline.toString(),
    nonce: permit.nonce.toString(),
    signature,
    contract: d.VrNFT,
    chainId: chain.anvil.chainId,
  };
}

/** A swap key as the api answers it: `user` gives `givenTokenId` for the SwapDesk's `wantedTokenId`. */
export async function signSwapKeyFor(
  chain: Pick<TestChain, 'anvil' | 'deployment'>,
  options: { user: Address; givenTokenId: bigint; wantedTokenId: bigint },
) {
  const d = chain.deployment;
  const key = {
    user: options.user,
    givenContract: d.VrNFT,
    givenTokenId: options.givenTokenId,
    wantedContract: d.VrNFT,
    wantedTokenId: options.wantedTokenId,
    deadline: 4_000_000_000n,
  };
  const signature = await signSwapKey(minterAccount, chain.anvil.chainId, d.SwapDesk, key);
  return {
    keyHash: hashTypedData({
      domain: swapKeyDomain(chain.anvil.chainId, d.SwapDesk),
      types: swapKeyTypes,
      primaryType: 'SwapKey',
      message: key,
    }),
    signature,
    user: key.user.toLowerCase(),
    givenContract: key.givenContract,
    givenTokenId: key.givenTokenId.toString(),
    wantedContract: key.wantedContract,
    wantedTokenId: key.wantedTokenId.toString(),
    deadline: key.deadline.toString(),
    swapDesk: d.SwapDesk,
    chainId: chain.anvil.chainId,
  };
}

/** An amount of the demo USDT (18 decimals). */
export const usdt = (amount: string) => parseUnits(amount, 18);

/** What an escrow contract (`spender`) needs of an account: all its VrNFTs, and its USDT. */
function approvalsFor(d: Deployment, spender: Address) {
  return {
    approveAll: (clients: Clients) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.VrNFT,
          abi: vrNFTAbi,
          functionName: 'setApprovalForAll',
          args: [spender, true],
        }),
      ),
    approveUsdt: (clients: Clients) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.USDT,
          abi: erc20Abi,
          functionName: 'approve',
          args: [spender, maxUint256],
        }),
      ),
  };
}

/** The market calls of a seller and a buyer, each awaited until mined. */
export function market(chain: Pick<TestChain, 'deployment'>) {
  const d = chain.deployment;
  const write = (clients: Clients, functionName: string, args: readonly unknown[]) =>
    sent(
      clients,
      clients.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: functionName as 'cancelOffer',
        args: args as [bigint],
      }),
    );
  return {
    ...approvalsFor(d, d.Marketplace),
    list: (clients: Clients, tokenId: bigint, price: bigint, currency: Address = d.USDT) =>
      write(clients, 'createOffer', [d.VrNFT, tokenId, price, currency]),
    reprice: (clients: Clients, offerId: bigint, price: bigint) =>
      write(clients, 'changeOfferPrice', [offerId, price]),
    cancel: (clients: Clients, offerId: bigint) => write(clients, 'cancelOffer', [offerId]),
    buy: (clients: Clients, offerId: bigint, price: bigint) =>
      write(clients, 'buyOffer', [offerId, price, d.USDT]),
    transfer: (from: Clients, to: Address, tokenId: bigint) =>
      sent(
        from,
        from.walletClient.writeContract({
          address: d.VrNFT,
          abi: vrNFTAbi,
          functionName: 'transferFrom',
          args: [from.account.address, to, tokenId],
        }),
      ),
  };
}

/**
 * The AuctionHouse calls (issue 41), each awaited until mined. `create` answers the auction id;
 * `increaseTime` moves the node's clock (the next block is that much later).
 */
export function auctionHouse(chain: Pick<TestChain, 'deployment' | 'rpc'>) {
  const d = chain.deployment;
  const write = (clients: Clients, functionName: string, args: readonly unknown[]) =>
    sent(
      clients,
      clients.walletClient.writeContract({
        address: d.AuctionHouse,
        abi: auctionHouseAbi,
        functionName: functionName as 'settle',
        args: args as [bigint],
      }),
    );
  return {
    ...approvalsFor(d, d.AuctionHouse),
    /**
     * Ends `seconds` (an hour at least) plus 30 s after the latest block: the contract wants the end
     * an hour or more after the creation's own block, which may come a few seconds later.
     */
    async create(
      clients: Clients,
      tokenId: bigint,
      reserve: bigint,
      seconds = 3_600n,
      currency: Address = d.USDT,
    ) {
      const { timestamp } = await clients.publicClient.getBlock();
      const receipt = await write(clients, 'createAuction', [
        d.VrNFT,
        tokenId,
        currency,
        reserve,
        timestamp + seconds + 30n,
      ]);
      const [created] = parseEventLogs({
        abi: auctionHouseAbi,
        eventName: 'AuctionCreated',
        logs: receipt.logs,
      });
      return { receipt, auctionId: created!.args.auctionId };
    },
    bid: (clients: Clients, auctionId: bigint, amount: bigint) => write(clients, 'bid', [auctionId, amount]),
    settle: (clients: Clients, auctionId: bigint) => write(clients, 'settle', [auctionId]),
    cancel: (clients: Clients, auctionId: bigint) => write(clients, 'cancel', [auctionId]),
    increaseTime: (seconds: number) => chain.rpc('evm_increaseTime', [seconds]),
  };
}

/**
 * The OfferBook calls (issue 42), each awaited until mined. `sign` signs an offer as `buyer` (a dev
 * account's clients) at its current counter: an NFT offer for `tokenId`, or with `tokenIds` a
 * collection offer over them; `accept` takes the collection's ids to build the proof.
 */
export function offerBook(chain: Pick<TestChain, 'deployment' | 'anvil'>) {
  const d = chain.deployment;
  const { publicClient } = clientsFor(
    { rpcUrl: chain.anvil.rpcUrl, chainId: chain.anvil.chainId },
    deployerKey,
  );
  const counterOf = (buyer: Address) =>
    publicClient.readContract({
      address: d.OfferBook,
      abi: offerBookAbi,
      functionName: 'counterOf',
      args: [buyer],
    });
  const write = (clients: Clients, functionName: string, args: readonly unknown[]) =>
    sent(
      clients,
      clients.walletClient.writeContract({
        address: d.OfferBook,
        abi: offerBookAbi,
        functionName: functionName as 'cancelOffer',
        args: args as [bigint],
      }),
    );
  return {
    /** The owner approves the OfferBook for all its VrNFTs; the buyer for its USDT. */
    ...approvalsFor(d, d.OfferBook),
    counterOf,
    isNonceUsed: (buyer: Address, nonce: bigint) =>
      publicClient.readContract({
        address: d.OfferBook,
        abi: offerBookAbi,
        functionName: 'isNonceUsed',
        args: [buyer, nonce],
      }),
    async sign(
      buyer: Clients,
      terms: {
        nonce: bigint;
        amount: bigint;
        tokenId?: bigint;
        tokenIds?: readonly bigint[];
        currency?: Address;
        /** Unix seconds; a day after the latest block unless given. */
        expiry?: bigint;
      },
    ) {
      const address = buyer.account.address;
      const { timestamp } = await buyer.publicClient.getBlock();
      const offer: OfferOrder = {
        buyer: address,
        hostContract: d.VrNFT,
        tokenId: terms.tokenIds ? 0n : (terms.tokenId ?? 0n),
        tokenRoot: terms.tokenIds ? tokenRootOf(terms.tokenIds) : noTokenRoot,
        currency: terms.currency ?? d.USDT,
        amount: terms.amount,
        expiry: terms.expiry ?? timestamp + 86_400n,
        nonce: terms.nonce,
        counter: await counterOf(address),
      };
      const typed = offerTypedData(chain.anvil.chainId, d.OfferBook, offer);
      const signature = await buyer.walletClient.signTypedData({ account: buyer.account, ...typed });
      return { offer, signature, offerHash: hashTypedData(typed) };
    },
    accept: (
      owner: Clients,
      signed: { offer: OfferOrder; signature: Hex },
      tokenId: bigint,
      tokenIds?: readonly bigint[],
    ) =>
      write(owner, 'acceptOffer', [
        signed.offer,
        signed.signature,
        tokenId,
        tokenIds ? tokenProofOf(tokenIds, tokenId) : [],
      ]),
    cancel: (buyer: Clients, nonce: bigint) => write(buyer, 'cancelOffer', [nonce]),
    cancelAll: (buyer: Clients) => write(buyer, 'cancelAllOffers', []),
  };
}

/**
 * Submits the api's mint permit answer (`data` of GET …/mintingPermission…) to VrNFT.mintWithPermit
 * from `clients`, approving the ERC-20 price first.
 */
export async function mintWithPermit(clients: Clients, data: Record<string, string | number | bigint>) {
  await sent(
    clients,
    clients.walletClient.writeContract({
      address: data.currency as Hex,
      abi: erc20Abi,
      functionName: 'approve',
      args: [data.contract as Hex, maxUint256],
    }),
  );
  return sent(
    clients,
    clients.walletClient.writeContract({
      address: data.contract as Hex,
      abi: vrNFTAbi,
      functionName: 'mintWithPermit',
      args: [
        BigInt(data.tokenId!),
        data.to as Hex,
        data.currency as Hex,
        BigInt(data.mintingPrice!),
        String(data.uri),
        BigInt(data.deadline!),
        BigInt(data.nonce!),
        data.signature as Hex,
      ],
    }),
  );
}

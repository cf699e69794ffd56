/**
 * The chain side of the contracts benchmark: a deployed, funded anvil with a "running market"
 * in the background, fresh funded accounts per operation, and the small steps operations share.
 */
import {
  adminAccount,
  adminKey,
  auctionHouseAbi,
  type Clients,
  clientsFor,
  type Deployment,
  deployerKey,
  marketplaceAbi,
  minterAccount,
  noTokenRoot,
  offerBookAbi,
  offerTypedData,
  payoutAbi,
  rentalAbi,
  signMintPermit,
  stakingVaultAbi,
  testTokenAbi,
  tokenProofOf,
  tokenRootOf,
  vrNFTAbi,
} from '@vrmarket/contracts';
import type { AnvilInstance } from '@vrmarket/contracts/anvil';
import { deployAll, fundDemoAccounts } from '@vrmarket/contracts/deploy';
import {
  type Address,
  erc20Abi,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { generatePrivateKey } from 'viem/accounts';

export const usdt = (amount: string) => parseUnits(amount, 18);
/** An auction's length in the scenarios (the house takes 1 hour to 7 days). */
const AUCTION_SECONDS = 2n * 3_600n;
/** anvil's own methods, which viem's public client does not type. */
type AnvilRequest = (args: { method: string; params: unknown[] }) => Promise<unknown>;
/** A realistic permit uri: a CIDv1 folder on IPFS (the uri is signed, hashed and emitted). */
const metadataUri = (tokenId: bigint) =>
  `ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/${tokenId}.json`;

export type Kit = Awaited<ReturnType<typeof openKit>>;

export async function openKit(anvil: AnvilInstance) {
  const target = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
  const d: Deployment = await deployAll({
    ...target,
    deployer: deployerKey,
    admin: adminAccount.address,
    nftBaseURI: 'http://x/nft/',
  });
  const admin = clientsFor(target, deployerKey); // the deployer: minter = Payout operator = treasury = fee collector
  const deskOperator = clientsFor(target, adminKey); // the admin holds SwapDesk's OPERATOR_ROLE
  let lastTokenId = 0n;

  async function mined(hash: Promise<Hex>): Promise<TransactionReceipt> {
    const receipt = await admin.publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== 'success') throw new Error(`transaction ${receipt.transactionHash} reverted`);
    return receipt;
  }

  /** Two new accounts holding 10 ETH, 100,000 USDT, 1,000,000 BIVE and VRA each. */
  async function freshPair(): Promise<[Clients, Clients]> {
    const pair = [
      clientsFor(target, generatePrivateKey()),
      clientsFor(target, generatePrivateKey()),
    ] as const;
    const recipients = pair.map((c) => c.account.address);
    await fundDemoAccounts({ ...target, deployer: deployerKey, deployment: d, recipients });
    return [pair[0], pair[1]];
  }

  /** mintWithPermit / mintPermitWithETH arguments, signed by the minter. */
  async function permitArgs(to: Address, currency: Address, price: bigint) {
    const tokenId = ++lastTokenId;
    const permit = {
      tokenId,
      to,
      currency,
      mintingPrice: price,
      uri: metadataUri(tokenId),
      deadline: 4_000_000_000n,
      nonce: tokenId,
    };
    const signature = await signMintPermit(minterAccount, target.chainId, d.VrNFT, permit);
    const { uri, deadline, nonce } = permit;
    return [tokenId, to, currency, price, uri, deadline, nonce, signature] as const;
  }

  /** A free NFT for `owner` (the minter submits the permit). */
  async function freeMint(owner: Clients): Promise<bigint> {
    const args = await permitArgs(owner.account.address, d.USDT, 0n);
    const write = { address: d.VrNFT, abi: vrNFTAbi, functionName: 'mintWithPermit', args } as const;
    await mined(admin.walletClient.writeContract(write));
    return args[0];
  }

  const approveUsdt = (c: Clients, spender: Address) =>
    mined(
      c.walletClient.writeContract({
        address: d.USDT,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      }),
    );
  const approveNfts = (c: Clients, operator: Address) =>
    mined(
      c.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'setApprovalForAll',
        args: [operator, true],
      }),
    );

  /** A new NFT listed on the marketplace by `seller` (approved beforehand); returns the offer id. */
  async function listOffer(seller: Clients, currency: Address, price: bigint): Promise<bigint> {
    const tokenId = await freeMint(seller);
    const offerId = await admin.publicClient.readContract({
      address: d.Marketplace,
      abi: marketplaceAbi,
      functionName: 'nextOfferId',
    });
    await mined(
      seller.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'createOffer',
        args: [d.VrNFT, tokenId, price, currency],
      }),
    );
    return offerId;
  }

  /** Lists an owned NFT for rent at 10 USDT a day, up to 30 days. */
  const listForRent = (owner: Clients, tokenId: bigint) =>
    owner.walletClient.writeContract({
      address: d.Rental,
      abi: rentalAbi,
      functionName: 'listForRent',
      args: [d.VrNFT, tokenId, usdt('10'), d.USDT, 1, 30n],
    });

  async function newRentListing(owner: Clients): Promise<bigint> {
    const tokenId = await freeMint(owner);
    const listingId = await admin.publicClient.readContract({
      address: d.Rental,
      abi: rentalAbi,
      functionName: 'nextListingId',
    });
    await mined(listForRent(owner, tokenId));
    return listingId;
  }

  const stakeFlexible = (owner: Clients, tokenId: bigint) =>
    owner.walletClient.writeContract({
      address: d.StakingVault,
      abi: stakingVaultAbi,
      functionName: 'stake',
      args: [d.VrNFT, tokenId, 1, 0n],
    });

  /** The operator puts a new NFT into the SwapDesk's pool; returns its id. */
  async function depositToDesk(): Promise<bigint> {
    const tokenId = await freeMint(deskOperator);
    const from = deskOperator.account.address;
    await mined(
      deskOperator.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'safeTransferFrom',
        args: [from, d.SwapDesk, tokenId],
      }),
    );
    return tokenId;
  }

  /** A new NFT put up for auction by `seller` (approved beforehand), ending in 2 hours; returns its id. */
  async function openAuction(seller: Clients, currency: Address, reservePrice: bigint): Promise<bigint> {
    const tokenId = await freeMint(seller);
    const { timestamp } = await admin.publicClient.getBlock();
    const { result: auctionId, request } = await admin.publicClient.simulateContract({
      account: seller.account,
      address: d.AuctionHouse,
      abi: auctionHouseAbi,
      functionName: 'createAuction',
      args: [d.VrNFT, tokenId, currency, reservePrice, timestamp + AUCTION_SECONDS],
    });
    await mined(seller.walletClient.writeContract(request));
    return auctionId;
  }

  /** A bid of `amount` in the auction's currency: `bid` for an ERC-20 (approved beforehand), `bidWithETH` for the native coin. */
  const bidOn = (bidder: Clients, auctionId: bigint, currency: Address, amount: bigint) =>
    currency === zeroAddress
      ? bidder.walletClient.writeContract({
          address: d.AuctionHouse,
          abi: auctionHouseAbi,
          functionName: 'bidWithETH',
          args: [auctionId],
          value: amount,
        })
      : bidder.walletClient.writeContract({
          address: d.AuctionHouse,
          abi: auctionHouseAbi,
          functionName: 'bid',
          args: [auctionId, amount],
        });

  /** Moves the chain's clock past the end of every auction opened so far. */
  async function endAuctions(): Promise<void> {
    const rpc = admin.publicClient.request as AnvilRequest;
    await rpc({ method: 'evm_increaseTime', params: [Number(AUCTION_SECONDS) + 60] });
    await rpc({ method: 'evm_mine', params: [] });
  }

  let lastOfferNonce = 0n;
  /**
   * `seller` accepts a new USDT offer of `buyer` (approved beforehand) for `tokenId`: an NFT offer,
   * or with `collection` a collection offer over those token ids (the proof in the calldata).
   */
  async function acceptOfferFor(
    seller: Clients,
    buyer: Clients,
    tokenId: bigint,
    amount: bigint,
    collection?: bigint[],
  ): Promise<Hex> {
    const { timestamp } = await admin.publicClient.getBlock();
    const offer = {
      buyer: buyer.account.address,
      hostContract: d.VrNFT,
      tokenId: collection ? 0n : tokenId,
      tokenRoot: collection ? tokenRootOf(collection) : noTokenRoot,
      currency: d.USDT,
      amount,
      expiry: timestamp + 86_400n,
      nonce: ++lastOfferNonce,
      counter: 0n,
    };
    const signature = await buyer.walletClient.signTypedData({
      account: buyer.account,
      ...offerTypedData(target.chainId, d.OfferBook, offer),
    });
    const proof = collection ? tokenProofOf(collection, tokenId) : [];
    return seller.walletClient.writeContract({
      address: d.OfferBook,
      abi: offerBookAbi,
      functionName: 'acceptOffer',
      args: [offer, signature, tokenId, proof],
    });
  }

  /** The operator credits `accounts` with 3 BIVE and 0.01 ETH each in the Payout contract. */
  async function creditPayout(accounts: Address[]): Promise<void> {
    const bive = accounts.map(() => parseUnits('3', 4));
    const eth = accounts.map(() => parseEther('0.01'));
    const { walletClient } = admin;
    await mined(
      walletClient.writeContract({
        address: d.Payout,
        abi: payoutAbi,
        functionName: 'creditERC20',
        args: [d.BIVE, accounts, bive],
      }),
    );
    await mined(
      walletClient.writeContract({
        address: d.Payout,
        abi: payoutAbi,
        functionName: 'creditETH',
        args: [accounts, eth],
        value: eth.reduce((sum, x) => sum + x, 0n),
      }),
    );
  }

  // The platform accounts hold balances, and the contracts already hold what a running market
  // holds: an open offer, a rental under way, a stake, swap inventory, unclaimed payouts and
  // auctions with bids.
  await fundDemoAccounts({
    ...target,
    deployer: deployerKey,
    deployment: d,
    recipients: [admin.account.address],
  });
  await mined(
    admin.walletClient.writeContract({
      address: d.BIVE,
      abi: testTokenAbi,
      functionName: 'approve',
      args: [d.Payout, maxUint256],
    }),
  );
  const [owner, renter] = await freshPair();
  for (const operator of [d.Marketplace, d.Rental, d.StakingVault]) await approveNfts(owner, operator);
  await approveUsdt(renter, d.Rental);
  await listOffer(owner, d.USDT, usdt('1'));
  await listOffer(owner, zeroAddress, parseEther('0.01'));
  const listingId = await newRentListing(owner);
  await mined(
    renter.walletClient.writeContract({
      address: d.Rental,
      abi: rentalAbi,
      functionName: 'rent',
      args: [listingId, 1n],
    }),
  );
  await mined(stakeFlexible(owner, await freeMint(owner)));
  await depositToDesk();
  await creditPayout([renter.account.address]);
  // The auction house holds bids in USDT and in the native coin; the platform account outbids
  // in the auction scenarios, so it has approved USDT.
  await approveNfts(owner, d.AuctionHouse);
  await approveUsdt(renter, d.AuctionHouse);
  await approveUsdt(admin, d.AuctionHouse);
  await mined(bidOn(renter, await openAuction(owner, d.USDT, usdt('1')), d.USDT, usdt('1')));
  await mined(
    bidOn(renter, await openAuction(owner, zeroAddress, parseEther('0.01')), zeroAddress, parseEther('0.01')),
  );
  // An offer already filled at the OfferBook (it holds nothing: offers are not escrowed).
  await approveNfts(owner, d.OfferBook);
  await approveUsdt(renter, d.OfferBook);
  await mined(acceptOfferFor(owner, renter, await freeMint(owner), usdt('1')));

  return {
    d,
    admin,
    chainId: target.chainId,
    mined,
    freshPair,
    permitArgs,
    freeMint,
    approveUsdt,
    approveNfts,
    listOffer,
    listForRent,
    newRentListing,
    stakeFlexible,
    depositToDesk,
    creditPayout,
    openAuction,
    bidOn,
    endAuctions,
    acceptOfferFor,
  };
}

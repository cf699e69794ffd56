import {
  type Abi,
  type Account,
  type Address,
  getAddress,
  getContractAddress,
  type Hex,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import { type ChainTarget, type Clients, clientsFor } from './clients.ts';
import type { Deployment } from './deployments.ts';
import { demoUsers } from './devAccounts.ts';
import {
  auctionHouseAbi,
  auctionHouseBytecode,
  marketplaceAbi,
  marketplaceBytecode,
  offerBookAbi,
  offerBookBytecode,
  paymentAbi,
  paymentBytecode,
  payoutAbi,
  payoutBytecode,
  rentalAbi,
  rentalBytecode,
  stakingVaultAbi,
  stakingVaultBytecode,
  swapDeskAbi,
  swapDeskBytecode,
  testTokenAbi,
  testTokenBytecode,
  vrNFTAbi,
  vrNFTBytecode,
  wrappedNativeAbi,
  wrappedNativeBytecode,
} from './generated/index.ts';
import { vrNftName, vrNftSymbol } from './permit.ts';
import { accessControlAbi, roleIds, rolePlan } from './roles.ts';

export { readDeployment, readDeployments, writeDeployments } from './deployments.ts';

/** The test payment tokens (spec: USDT 18 decimals on BSC, BIVE "BIVERSE" 4, VRA 4). */
export const testTokens = {
  USDT: { name: 'Tether USD', symbol: 'USDT', decimals: 18 },
  BIVE: { name: 'BIVERSE', symbol: 'BIVE', decimals: 4 },
  VRA: { name: 'VRA', symbol: 'VRA', decimals: 4 },
} as const;

export type TestTokenSymbol = keyof typeof testTokens;

export interface DeployOptions extends ChainTarget {
  /** Sends the transactions. deployAll hands its roles over and it renounces them all (unless it is the minter). */
  deployer: Account | Hex;
}

export interface DeployAllOptions extends DeployOptions {
  /**
   * Gets DEFAULT_ADMIN_ROLE on every contract, with the pausing and operator roles the api does not
   * use (roles.ts `adminRoles`). A key kept off the servers; it rotates the minter (deploy/README.md).
   */
  admin: Address;
  /**
   * The api's key (MINTER_PRIVATE_KEY): gets only the roles the api uses (roles.ts `minterRoles`).
   * Defaults to the deployer. Must not be the admin.
   */
  minter?: Address;
  /** VrNFT tokenURI = nftBaseURI + tokenId (the api's metadata route). Admin can change it later. */
  nftBaseURI?: string;
  /** Receives minting payments; defaults to the deployer. */
  treasury?: Address;
  /** Receives marketplace fees; defaults to the deployer. */
  feeCollector?: Address;
  /** Marketplace and auction fee in basis points; defaults to 300 (3%). */
  feeBps?: number;
  /** The least a bid must beat the highest by, in basis points; defaults to 500 (5%). */
  minIncrementBps?: number;
}

/**
 * Sends transactions with locally counted nonces and waits for all receipts at the end, so a
 * deployment costs one round of block times rather than one per transaction. Contract addresses
 * are known before mining (sender + nonce), so later constructors can take earlier addresses.
 */
function createSender({ publicClient, walletClient, account }: Clients, startNonce: number) {
  let nonce = startNonce;
  const pending: Hex[] = [];
  const expected = new Map<Hex, Address>();
  return {
    async deploy(abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
      const address = getContractAddress({ from: account.address, nonce: BigInt(nonce) });
      const hash = await walletClient.deployContract({ abi, bytecode, args, account, nonce: nonce++ });
      pending.push(hash);
      expected.set(hash, address);
      return address;
    },
    async write(address: Address, abi: Abi, functionName: string, args: readonly unknown[]): Promise<Hex> {
      const hash = await walletClient.writeContract({
        address,
        abi,
        functionName,
        args,
        account,
        nonce: nonce++,
      });
      pending.push(hash);
      return hash;
    },
    async send(to: Address, value: bigint): Promise<Hex> {
      const hash = await walletClient.sendTransaction({ to, value, account, nonce: nonce++ });
      pending.push(hash);
      return hash;
    },
    /** Waits for every sent transaction; returns the lowest block number among them. */
    async settle(): Promise<number> {
      const receipts = await Promise.all(
        pending.splice(0).map((hash) => publicClient.waitForTransactionReceipt({ hash })),
      );
      for (const r of receipts) {
        if (r.status !== 'success') throw new Error(`transaction ${r.transactionHash} reverted`);
        const address = expected.get(r.transactionHash);
        if (address && (!r.contractAddress || getAddress(r.contractAddress) !== address)) {
          throw new Error(`contract of ${r.transactionHash} is not at the predicted ${address}`);
        }
      }
      return Math.min(...receipts.map((r) => Number(r.blockNumber)));
    },
  };
}

async function senderFor(clients: Clients) {
  const nonce = await clients.publicClient.getTransactionCount({
    address: clients.account.address,
    blockTag: 'pending',
  });
  return createSender(clients, nonce);
}

/**
 * Deploys the test tokens and every vrmarket contract, lists VrNFT on the marketplace and accepts
 * USDT, BIVE, VRA and the native coin there (USDT for rentals and payments). Then hands the roles
 * over (roles.ts): the minter gets only the api's roles, `admin` gets DEFAULT_ADMIN_ROLE and the
 * rest, and the deployer renounces every role it does not keep as the minter. The AuctionHouse
 * comes last, with the marketplace's NFT contract, currencies and fee, and its own hand-over. The
 * test tokens stay owned by the deployer (it mints them to the demo accounts).
 */
export async function deployAll(options: DeployAllOptions): Promise<Deployment> {
  const clients = clientsFor(options, options.deployer);
  const deployer = clients.account.address;
  const holders = { admin: getAddress(options.admin), minter: getAddress(options.minter ?? deployer) };
  if (holders.admin === holders.minter) {
    throw new Error('deployAll: the admin must not be the minter (the api key holds no admin role)');
  }
  // Every constructor gives its `admin` argument all of that contract's roles; the deployer first.
  const admin = deployer;
  const sender = await senderFor(clients);

  const token = (symbol: TestTokenSymbol) => {
    const { name, decimals } = testTokens[symbol];
    return sender.deploy(testTokenAbi, testTokenBytecode, [name, symbol, decimals, admin]);
  };
  const USDT = await token('USDT');
  const BIVE = await token('BIVE');
  const VRA = await token('VRA');
  const nftArgs = [vrNftName, vrNftSymbol, options.nftBaseURI ?? '', admin, options.treasury ?? admin];
  const deployment: Deployment = {
    USDT,
    BIVE,
    VRA,
    VrNFT: await sender.deploy(vrNFTAbi, vrNFTBytecode, nftArgs),
    Marketplace: await sender.deploy(marketplaceAbi, marketplaceBytecode, [
      admin,
      options.feeCollector ?? admin,
      options.feeBps ?? 300,
    ]),
    Rental: await sender.deploy(rentalAbi, rentalBytecode, [admin, [USDT]]),
    Payout: await sender.deploy(payoutAbi, payoutBytecode, [admin]),
    Payment: await sender.deploy(paymentAbi, paymentBytecode, [admin, USDT]),
    StakingVault: await sender.deploy(stakingVaultAbi, stakingVaultBytecode, [admin]),
    SwapDesk: await sender.deploy(swapDeskAbi, swapDeskBytecode, [admin]),
    AuctionHouse: zeroAddress, // deployed after the rest, below
    WETH: zeroAddress,
    OfferBook: zeroAddress,
    deployBlock: 0,
  };
  const currencies = [USDT, BIVE, VRA, zeroAddress];
  await sender.write(deployment.Marketplace, marketplaceAbi, 'addHostContract', [deployment.VrNFT]);
  for (const currency of currencies) {
    await sender.write(deployment.Marketplace, marketplaceAbi, 'addCurrency', [currency]);
  }
  // One sender, nonces in order: every grant is mined before the renouncing that follows it.
  const plan = rolePlan(holders).filter(({ holder }) => holder !== deployer);
  const handOver = async (steps: typeof plan) => {
    for (const { contract, role, holder } of steps) {
      await sender.write(deployment[contract], accessControlAbi, 'grantRole', [roleIds[role], holder]);
    }
    for (const { contract, role } of steps) {
      await sender.write(deployment[contract], accessControlAbi, 'renounceRole', [roleIds[role], deployer]);
    }
  };
  const later = ['AuctionHouse', 'OfferBook'];
  await handOver(plan.filter(({ contract }) => !later.includes(contract)));

  // After every other step, so no address or setting above differs from a deployment without it.
  deployment.AuctionHouse = await sender.deploy(auctionHouseAbi, auctionHouseBytecode, [
    admin,
    options.feeCollector ?? admin,
    options.feeBps ?? 300,
    options.minIncrementBps ?? 500,
  ]);
  await sender.write(deployment.AuctionHouse, auctionHouseAbi, 'addHostContract', [deployment.VrNFT]);
  for (const currency of currencies) {
    await sender.write(deployment.AuctionHouse, auctionHouseAbi, 'addCurrency', [currency]);
  }
  await handOver(plan.filter(({ contract }) => contract === 'AuctionHouse'));

  // Offers (issue 42) after the auctions, so no address above moves: ERC-20 currencies only, the
  // native coin through its wrapped token.
  deployment.WETH = await sender.deploy(wrappedNativeAbi, wrappedNativeBytecode, ['Wrapped Ether', 'WETH']);
  deployment.OfferBook = await sender.deploy(offerBookAbi, offerBookBytecode, [
    admin,
    options.feeCollector ?? admin,
    options.feeBps ?? 300,
  ]);
  await sender.write(deployment.OfferBook, offerBookAbi, 'addHostContract', [deployment.VrNFT]);
  for (const currency of [USDT, BIVE, VRA, deployment.WETH]) {
    await sender.write(deployment.OfferBook, offerBookAbi, 'addCurrency', [currency]);
  }
  await handOver(plan.filter(({ contract }) => contract === 'OfferBook'));
  deployment.deployBlock = await sender.settle();
  return deployment;
}

export interface FundOptions extends DeployOptions {
  deployment: Deployment;
  /** Defaults to the nine demo users of devAccounts. */
  recipients?: readonly Address[];
  /** Whole tokens minted to each recipient, per token. */
  tokenAmounts?: Partial<Record<TestTokenSymbol, string>>;
  /** Native balance each recipient is topped up to (anvil's accounts already hold 10,000). */
  nativeBalance?: bigint;
}

const defaultTokenAmounts: Record<TestTokenSymbol, string> = {
  USDT: '100000',
  BIVE: '1000000',
  VRA: '1000000',
};

/** Mints test tokens to the demo accounts and tops up their native coin. */
export async function fundDemoAccounts(options: FundOptions): Promise<void> {
  const clients = clientsFor(options, options.deployer);
  const recipients = options.recipients ?? demoUsers.map((a) => a.address);
  const amounts = { ...defaultTokenAmounts, ...options.tokenAmounts };
  const nativeBalance = options.nativeBalance ?? parseEther('10');
  const sender = await senderFor(clients);

  for (const recipient of recipients) {
    for (const symbol of Object.keys(testTokens) as TestTokenSymbol[]) {
      const amount = parseUnits(amounts[symbol], testTokens[symbol].decimals);
      await sender.write(options.deployment[symbol], testTokenAbi, 'mint', [recipient, amount]);
    }
    const balance = await clients.publicClient.getBalance({ address: recipient });
    if (balance < nativeBalance) await sender.send(recipient, nativeBalance - balance);
  }
  await sender.settle();
}

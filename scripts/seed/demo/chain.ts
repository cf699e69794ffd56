import type { Deployment } from '@vrmarket/contracts';
import { deployerAccount, marketplaceAbi, signMintPermit, vrNFTAbi } from '@vrmarket/contracts';
import { currencyDecimals, toCurrency } from '@vrmarket/domain';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PrivateKeyAccount,
  parseEventLogs,
  parseUnits,
  zeroAddress,
} from 'viem';
import type { PlannedNft } from './plan.ts';

export interface ChainRecord {
  mintTx: Hex;
  mintLogIndex: number;
  offer?: { offerId: bigint; txHash: Hex; logIndex: number; feeBps: number; currency: Address };
}

export function currencyAddress(deployment: Deployment, currency: string): Address {
  if (currency === 'ETH') return zeroAddress;
  return deployment[currency as 'USDT' | 'BIVE' | 'VRA'];
}

export const toUnits = (amount: string, currency: string) =>
  parseUnits(amount, currencyDecimals(toCurrency(currency) ?? 'USDT'));

/**
 * Mints the demo items that are on chain (the minter signs a free permit and submits it, as the
 * api does for lazy mints; 'desk' items straight to the SwapDesk, a plain mint needs no receiver
 * callback) and lists the 'listed' ones on the marketplace from their owners'
 * wallets. Transactions are sent with local nonces and awaited together: a few seconds on anvil.
 */
export async function putDemoOnChain(options: {
  rpcUrl: string;
  chainId: number;
  deployment: Deployment;
  owners: readonly PrivateKeyAccount[];
  items: readonly PlannedNft[];
}): Promise<Map<number, ChainRecord>> {
  const { deployment, owners } = options;
  const chain = defineChain({
    id: options.chainId,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const transport = http(options.rpcUrl);
  const publicClient = createPublicClient({ chain, transport });
  const onChain = options.items.filter((item) => item.chain !== 'unminted');

  const alreadyMinted =
    onChain.length > 0 &&
    (await publicClient.readContract({
      address: deployment.VrNFT,
      abi: vrNFTAbi,
      functionName: 'exists',
      args: [BigInt(onChain[0]!.id)],
    }));
  if (alreadyMinted) {
    throw new Error(
      'The chain already holds the demo tokens but the database is empty: delete the data folder to start afresh.',
    );
  }

  const nonces = new Map<Address, number>();
  const nextNonce = async (account: PrivateKeyAccount) => {
    const known =
      nonces.get(account.address) ?? (await publicClient.getTransactionCount({ address: account.address }));
    nonces.set(account.address, known + 1);
    return known;
  };
  const walletFor = (account: PrivateKeyAccount) => createWalletClient({ account, chain, transport });

  const minter = walletFor(deployerAccount);
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
  const mintTxs = new Map<number, Hex>();
  for (const item of onChain) {
    const owner = item.chain === 'desk' ? deployment.SwapDesk : owners[item.ownerIndex]!.address;
    const permit = {
      tokenId: BigInt(item.id),
      to: owner,
      currency: deployment.USDT,
      mintingPrice: 0n,
      uri: '',
      deadline,
      nonce: BigInt(item.id),
    };
    const signature = await signMintPermit(deployerAccount, options.chainId, deployment.VrNFT, permit);
    const hash = await minter.writeContract({
      address: deployment.VrNFT,
      abi: vrNFTAbi,
      functionName: 'mintWithPermit',
      args: [
        permit.tokenId,
        permit.to,
        permit.currency,
        permit.mintingPrice,
        permit.uri,
        permit.deadline,
        permit.nonce,
        signature,
      ],
      nonce: await nextNonce(deployerAccount),
    });
    mintTxs.set(item.id, hash);
  }
  const mintReceipts = await waitAll(publicClient, [...mintTxs.values()]);

  const listed = onChain.filter((item) => item.chain === 'listed');
  const listingTxs: Hex[] = [];
  for (const owner of new Set(listed.map((item) => item.ownerIndex))) {
    const account = owners[owner]!;
    listingTxs.push(
      await walletFor(account).writeContract({
        address: deployment.VrNFT,
        abi: vrNFTAbi,
        functionName: 'setApprovalForAll',
        args: [deployment.Marketplace, true],
        nonce: await nextNonce(account),
      }),
    );
  }
  for (const item of listed) {
    const account = owners[item.ownerIndex]!;
    listingTxs.push(
      await walletFor(account).writeContract({
        address: deployment.Marketplace,
        abi: marketplaceAbi,
        functionName: 'createOffer',
        args: [
          deployment.VrNFT,
          BigInt(item.id),
          toUnits(item.price, item.currency),
          currencyAddress(deployment, item.currency),
        ],
        nonce: await nextNonce(account),
      }),
    );
  }
  const receipts = await waitAll(publicClient, listingTxs);

  const records = new Map<number, ChainRecord>();
  for (const receipt of mintReceipts) {
    for (const log of parseEventLogs({ abi: vrNFTAbi, eventName: 'Transfer', logs: receipt.logs })) {
      records.set(Number(log.args.tokenId), { mintTx: receipt.transactionHash, mintLogIndex: log.logIndex });
    }
  }
  for (const receipt of receipts) {
    for (const log of parseEventLogs({
      abi: marketplaceAbi,
      eventName: 'OfferCreated',
      logs: receipt.logs,
    })) {
      const record = records.get(Number(log.args.tokenId))!;
      record.offer = {
        offerId: log.args.offerId,
        txHash: receipt.transactionHash,
        logIndex: log.logIndex,
        feeBps: log.args.feeBps,
        currency: log.args.currency,
      };
    }
  }
  return records;
}

async function waitAll(client: ReturnType<typeof createPublicClient>, hashes: Hex[]) {
  const receipts = await Promise.all(
    hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })),
  );
  const failed = receipts.find((receipt) => receipt.status !== 'success');
  if (failed) throw new Error(`seed transaction ${failed.transactionHash} reverted`);
  return receipts;
}

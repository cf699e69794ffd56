/**
 * Gas per contract operation (receipt gasUsed of real transactions on a fresh anvil) beside the
 * OpenSea marketplace-benchmarks (2024) references and the targets of the "Contracts" issue.
 * `npm run bench -- contracts`. It measures and prints; it never fails.
 */

import { existsSync } from 'node:fs';
import {
  type Clients,
  encodeStakeData,
  encodeSwapData,
  marketplaceAbi,
  minterAccount,
  paymentAbi,
  payoutAbi,
  rentalAbi,
  signSwapKey,
  stakingVaultAbi,
  vrNFTAbi,
} from '@vrmarket/contracts';
import { anvilBinary, getFreePort, startAnvil } from '@vrmarket/contracts/anvil';
import { type Hex, parseEther, zeroAddress } from 'viem';
import { type Kit, openKit, usdt } from './contracts/kit.ts';

/** Runs of each operation by the same accounts: the first is their first time, the last is measured. */
const RUNS = 3;
/** The first-time figure is shown when it differs from the steady state by at least this. */
const FIRST_TIME_SHOWN = 5_000;

interface Reference {
  label: string;
  gas: number;
}
const seaportNative: Reference = { label: 'Seaport 1.6 fill, native', gas: 93_673 };
const seaportErc20: Reference = { label: 'Seaport 1.6 fill, ERC20', gas: 104_218 };
const seaportValidate: Reference = { label: 'Seaport 1.6 listing (validate)', gas: 62_817 };
const ozMint: Reference = { label: 'OZ ERC721 plain mint', gas: 68_759 };

const fmt = (gas: number) => Math.round(gas).toLocaleString('en-US');
interface Target {
  max: number;
  label: string;
}
const atMost = (max: number): Target => ({ max, label: `≤ ${fmt(max)}` });
const timesRef = (factor: number, ref: Reference): Target => ({
  max: factor * ref.gas,
  label: `≤ ${fmt(factor * ref.gas)} (${factor.toFixed(1)}× ref)`,
});

/** What an operation gets: the chain helpers and two accounts of its own (a acts, b is the other party). */
type Ctx = Kit & { a: Clients; b: Clients };
interface Operation {
  name: string;
  ref?: Reference;
  target?: Target;
  /** One-time steps of the accounts (approvals), not measured. */
  setup?: (ctx: Ctx) => Promise<unknown>;
  /** Prepares what one run needs, then sends the measured transaction and returns its hash. */
  run: (ctx: Ctx) => Promise<Hex>;
}

const swapDeadline = 4_000_000_000n;

const operations: Operation[] = [
  {
    name: 'mintWithPermit (25 USDT)',
    ref: ozMint,
    target: atMost(100_000),
    setup: ({ a, d, approveUsdt }) => approveUsdt(a, d.VrNFT),
    run: async ({ a, d, permitArgs }) => {
      const args = await permitArgs(a.account.address, d.USDT, usdt('25'));
      return a.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'mintWithPermit',
        args,
      });
    },
  },
  {
    name: 'mintPermitWithETH (0.01 ETH)',
    ref: ozMint,
    run: async ({ a, d, permitArgs }) => {
      const args = await permitArgs(a.account.address, zeroAddress, parseEther('0.01'));
      const [, , , value] = args;
      const write = {
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'mintPermitWithETH',
        args,
        value,
      } as const;
      return a.walletClient.writeContract(write);
    },
  },
  {
    name: 'transferFrom',
    run: async ({ a, b, d, freeMint }) => {
      const args = [a.account.address, b.account.address, await freeMint(a)] as const;
      return a.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'transferFrom',
        args,
      });
    },
  },
  {
    name: 'createOffer',
    ref: seaportValidate,
    target: atMost(110_000),
    setup: ({ a, d, approveNfts }) => approveNfts(a, d.Marketplace),
    run: async ({ a, d, freeMint }) => {
      const args = [d.VrNFT, await freeMint(a), usdt('100'), d.USDT] as const;
      return a.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'createOffer',
        args,
      });
    },
  },
  {
    name: 'changeOfferPrice',
    target: atMost(35_000),
    setup: ({ a, d, approveNfts }) => approveNfts(a, d.Marketplace),
    run: async ({ a, d, listOffer }) => {
      const args = [await listOffer(a, d.USDT, usdt('100')), usdt('80')] as const;
      return a.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'changeOfferPrice',
        args,
      });
    },
  },
  {
    name: 'cancelOffer',
    target: atMost(35_000),
    setup: ({ a, d, approveNfts }) => approveNfts(a, d.Marketplace),
    run: async ({ a, d, listOffer }) => {
      const args = [await listOffer(a, d.USDT, usdt('100'))] as const;
      return a.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'cancelOffer',
        args,
      });
    },
  },
  {
    name: 'buyOffer (USDT)',
    ref: seaportErc20,
    target: timesRef(1.0, seaportErc20),
    setup: async ({ a, b, d, approveNfts, approveUsdt }) => {
      await approveNfts(a, d.Marketplace);
      await approveUsdt(b, d.Marketplace);
    },
    run: async ({ a, b, d, listOffer }) => {
      const args = [await listOffer(a, d.USDT, usdt('100')), usdt('100'), d.USDT] as const;
      return b.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'buyOffer',
        args,
      });
    },
  },
  {
    name: 'buyOfferWithETH',
    ref: seaportNative,
    target: timesRef(0.9, seaportNative),
    setup: ({ a, d, approveNfts }) => approveNfts(a, d.Marketplace),
    run: async ({ a, b, d, listOffer }) => {
      const value = parseEther('1');
      const args = [await listOffer(a, zeroAddress, value), value] as const;
      const write = {
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'buyOfferWithETH',
        args,
        value,
      } as const;
      return b.walletClient.writeContract(write);
    },
  },
  {
    name: 'listForRent',
    setup: ({ a, d, approveNfts }) => approveNfts(a, d.Rental),
    run: async ({ a, freeMint, listForRent }) => listForRent(a, await freeMint(a)),
  },
  {
    name: 'rent (2 days, new listing)',
    setup: async ({ a, b, d, approveNfts, approveUsdt }) => {
      await approveNfts(a, d.Rental);
      await approveUsdt(b, d.Rental);
    },
    run: async ({ a, b, d, newRentListing }) => {
      const args = [await newRentListing(a), 2n] as const;
      return b.walletClient.writeContract({ address: d.Rental, abi: rentalAbi, functionName: 'rent', args });
    },
  },
  {
    name: 'payout withdrawERC20 (BIVE)',
    run: async ({ a, d, creditPayout }) => {
      await creditPayout([a.account.address]);
      return a.walletClient.writeContract({
        address: d.Payout,
        abi: payoutAbi,
        functionName: 'withdrawERC20',
        args: [d.BIVE],
      });
    },
  },
  {
    name: 'payout withdrawETH',
    run: async ({ a, d, creditPayout }) => {
      await creditPayout([a.account.address]);
      return a.walletClient.writeContract({ address: d.Payout, abi: payoutAbi, functionName: 'withdrawETH' });
    },
  },
  {
    name: 'createPayment (5 USDT)',
    setup: ({ a, d, approveUsdt }) => approveUsdt(a, d.Payment),
    run: async ({ a, b, d }) => {
      const [from, to] = [a.account.address, b.account.address];
      const args = [d.VrNFT, 1n, usdt('5'), from, to, 'http://x/nft/1'] as const;
      return a.walletClient.writeContract({
        address: d.Payment,
        abi: paymentAbi,
        functionName: 'createPayment',
        args,
      });
    },
  },
  {
    name: 'stake (FLEXIBLE)',
    setup: ({ a, d, approveNfts }) => approveNfts(a, d.StakingVault),
    run: async ({ a, freeMint, stakeFlexible }) => stakeFlexible(a, await freeMint(a)),
  },
  {
    name: 'stake by safeTransferFrom (LOCKED 30 d)',
    run: async ({ a, d, freeMint }) => {
      const data = encodeStakeData('LOCKED', 30n * 86_400n);
      const args = [a.account.address, d.StakingVault, await freeMint(a), data] as const;
      return a.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'safeTransferFrom',
        args,
      });
    },
  },
  {
    name: 'unstake (FLEXIBLE)',
    setup: ({ a, d, approveNfts }) => approveNfts(a, d.StakingVault),
    run: async ({ a, d, admin, mined, freeMint, stakeFlexible }) => {
      const read = { address: d.StakingVault, abi: stakingVaultAbi, functionName: 'nextStakeId' } as const;
      const stakeId = await admin.publicClient.readContract(read);
      await mined(stakeFlexible(a, await freeMint(a)));
      return a.walletClient.writeContract({
        address: d.StakingVault,
        abi: stakingVaultAbi,
        functionName: 'unstake',
        args: [stakeId],
      });
    },
  },
  {
    name: 'swap (safeTransferFrom to SwapDesk)',
    run: async ({ a, d, chainId, freeMint, depositToDesk }) => {
      const key = {
        user: a.account.address,
        givenContract: d.VrNFT,
        givenTokenId: await freeMint(a),
        wantedContract: d.VrNFT,
        wantedTokenId: await depositToDesk(),
        deadline: swapDeadline,
      };
      const data = encodeSwapData(key, await signSwapKey(minterAccount, chainId, d.SwapDesk, key));
      const args = [a.account.address, d.SwapDesk, key.givenTokenId, data] as const;
      return a.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'safeTransferFrom',
        args,
      });
    },
  },
];

interface Row {
  op: Operation;
  gas?: number[];
  error?: string;
}

async function measure(kit: Kit, op: Operation): Promise<Row> {
  try {
    const [a, b] = await kit.freshPair();
    const ctx: Ctx = { ...kit, a, b };
    await op.setup?.(ctx);
    const gas: number[] = [];
    for (let i = 0; i < RUNS; i++) gas.push(Number((await kit.mined(op.run(ctx))).gasUsed));
    return { op, gas };
  } catch (error) {
    return { op, error: (error as Error).message.split('\n')[0] };
  }
}

function cells({ op, gas, error }: Row): string[] {
  const steady = gas?.at(-1);
  if (steady === undefined) return [op.name, 'error', '', error ?? '', '', '', '', ''];
  const first = gas![0]!;
  return [
    op.name,
    fmt(steady),
    Math.abs(first - steady) >= FIRST_TIME_SHOWN ? fmt(first) : '',
    op.ref?.label ?? '',
    op.ref ? fmt(op.ref.gas) : '',
    op.ref ? `${(steady / op.ref.gas).toFixed(2)}×` : '',
    op.target?.label ?? '',
    !op.target ? '' : steady <= op.target.max ? 'met' : `missed by ${fmt(steady - op.target.max)}`,
  ];
}

function printTable(rows: Row[]): void {
  const header = ['operation', 'gas', 'first time', 'reference (OpenSea 2024)', 'gas', 'ratio', 'target', ''];
  const rightAligned = [false, true, true, false, true, true, false, false];
  const lines = [header, ...rows.map(cells)];
  const widths = header.map((_, col) => Math.max(...lines.map((line) => line[col]!.length)));
  const format = (line: string[]) =>
    line
      .map((cell, col) => (rightAligned[col] ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log('─'.repeat(format(header).length));
  for (const line of lines.slice(1)) console.log(format(line));
}

const started = performance.now();
try {
  // startAnvil has no 'error' listener on the child: a missing binary would crash the process.
  if (!existsSync(anvilBinary())) throw new Error(`no anvil binary at ${anvilBinary()}`);
  const anvil = await startAnvil({ port: await getFreePort() });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void anvil.stop().finally(() => process.exit(130)));
  }
  try {
    const kit = await openKit(anvil);
    const rows: Row[] = [];
    for (const op of operations) rows.push(await measure(kit, op));
    printTable(rows);
    console.log(
      [
        '',
        `gas: receipt gasUsed (21,000 intrinsic included) of run ${RUNS} by the same accounts — the steady state:`,
        '  they already hold NFTs, USDT/BIVE/ETH and their approvals (approvals not measured); the contracts',
        '  already hold an open offer, a rental, a stake, swap inventory and unclaimed payouts.',
        `first time: run 1 by new accounts, shown where it differs by ≥ ${fmt(FIRST_TIME_SHOWN)} gas.`,
        'ratio: gas / reference gas.',
      ].join('\n'),
    );
  } finally {
    await anvil.stop();
  }
} catch (error) {
  console.log(`contracts bench could not run: ${(error as Error).message.split('\n')[0]}`);
}
console.log(`measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);

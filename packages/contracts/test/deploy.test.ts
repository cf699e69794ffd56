import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Address, erc20Abi, getContractAddress, parseUnits, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnvilInstance, getFreePort, startAnvil } from '../src/anvil.ts';
import { clientsFor } from '../src/clients.ts';
import { deployAll, fundDemoAccounts, readDeployments, testTokens, writeDeployments } from '../src/deploy.ts';
import type { Deployment } from '../src/deployments.ts';
import { adminAccount, demoUsers, deployerAccount, deployerKey } from '../src/devAccounts.ts';
import { auctionHouseAbi, marketplaceAbi, offerBookAbi, vrNFTAbi } from '../src/generated/index.ts';
import { accessControlAbi, adminRoleHeldOn, type RoleName, roleContracts, roleIds } from '../src/roles.ts';

let anvil: AnvilInstance;
let deployment: Deployment;

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort() });
  deployment = await deployAll({
    rpcUrl: anvil.rpcUrl,
    chainId: anvil.chainId,
    deployer: deployerKey,
    admin: adminAccount.address,
  });
});
afterAll(() => anvil?.stop());

describe('deployAll on anvil', () => {
  it('deploys the test tokens with their symbols, names and decimals', async () => {
    const { publicClient } = clientsFor(anvil, deployerKey);
    for (const [symbol, meta] of Object.entries(testTokens)) {
      const address = deployment[symbol as keyof typeof testTokens];
      const read = (functionName: 'symbol' | 'name' | 'decimals') =>
        publicClient.readContract({ address, abi: erc20Abi, functionName });
      expect(await read('symbol')).toBe(symbol);
      expect(await read('name')).toBe(meta.name);
      expect(await read('decimals')).toBe(meta.decimals);
    }
    expect(deployment.deployBlock).toBeGreaterThan(0);
  });

  it('deploys every contract with code at its recorded address', async () => {
    const { publicClient } = clientsFor(anvil, deployerKey);
    const { deployBlock, ...addresses } = deployment;
    expect(Object.keys(addresses).sort()).toEqual(
      [
        'AuctionHouse',
        'BIVE',
        'Marketplace',
        'OfferBook',
        'Payment',
        'Payout',
        'Rental',
        'StakingVault',
        'SwapDesk',
        'USDT',
        'VRA',
        'VrNFT',
        'WETH',
      ].sort(),
    );
    for (const address of Object.values(addresses)) {
      expect(await publicClient.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/);
    }
    expect(deployBlock).toBe(1);
  });

  it('configures the marketplace for VrNFT, the three tokens and the native coin', async () => {
    const { publicClient } = clientsFor(anvil, deployerKey);
    const market = { address: deployment.Marketplace, abi: marketplaceAbi } as const;
    expect(await publicClient.readContract({ ...market, functionName: 'listingFee' })).toBe(300);
    expect(await publicClient.readContract({ ...market, functionName: 'hostContracts' })).toEqual([
      deployment.VrNFT,
    ]);
    // The native coin always holds id 0 (reserved at deployment, supported once added).
    expect(await publicClient.readContract({ ...market, functionName: 'currencies' })).toEqual([
      zeroAddress,
      deployment.USDT,
      deployment.BIVE,
      deployment.VRA,
    ]);
    expect(
      await publicClient.readContract({ ...market, functionName: 'supportsCurrency', args: [zeroAddress] }),
    ).toBe(true);
    const nft = { address: deployment.VrNFT, abi: vrNFTAbi } as const;
    const minterRole = await publicClient.readContract({ ...nft, functionName: 'MINTER_ROLE' });
    expect(
      await publicClient.readContract({
        ...nft,
        functionName: 'hasRole',
        args: [minterRole, deployerAccount.address],
      }),
    ).toBe(true);
    expect(await publicClient.readContract({ ...nft, functionName: 'treasury' })).toBe(
      deployerAccount.address,
    );
  });

  it('configures the auction house like the marketplace, deployed after everything else', async () => {
    const { publicClient } = clientsFor(anvil, deployerKey);
    const read = <T>(
      address: Address,
      abi: typeof auctionHouseAbi | typeof marketplaceAbi,
      functionName: string,
    ) => publicClient.readContract({ address, abi, functionName } as never) as Promise<T>;
    for (const view of ['hostContracts', 'currencies', 'listingFee', 'feeCollector'] as const) {
      expect(await read(deployment.AuctionHouse, auctionHouseAbi, view), view).toEqual(
        await read(deployment.Marketplace, marketplaceAbi, view),
      );
    }
    expect(await read(deployment.AuctionHouse, auctionHouseAbi, 'minIncrementBps')).toBe(500);
    // The others sit at the deployer's first nonces as before; the auction house comes after them.
    const nonceOf = (address: Address) =>
      Array.from({ length: 100 }, (_, nonce) => nonce).find(
        (nonce) => getContractAddress({ from: deployerAccount.address, nonce: BigInt(nonce) }) === address,
      );
    const order = [
      'USDT',
      'BIVE',
      'VRA',
      'VrNFT',
      'Marketplace',
      'Rental',
      'Payout',
      'Payment',
      'StakingVault',
      'SwapDesk',
    ] as const;
    expect(order.map((name) => nonceOf(deployment[name]))).toEqual(order.map((_, i) => i));
    expect(nonceOf(deployment.AuctionHouse)).toBeGreaterThan(order.length);
    expect(nonceOf(deployment.OfferBook)).toBeGreaterThan(nonceOf(deployment.AuctionHouse) ?? Infinity);
  });

  it('configures the offer book for VrNFT and the ERC-20s only, the native coin through WETH', async () => {
    const { publicClient } = clientsFor(anvil, deployerKey);
    const book = { address: deployment.OfferBook, abi: offerBookAbi } as const;
    expect(await publicClient.readContract({ ...book, functionName: 'hostContracts' })).toEqual([
      deployment.VrNFT,
    ]);
    expect(
      await publicClient.readContract({ ...book, functionName: 'supportsCurrency', args: [zeroAddress] }),
    ).toBe(false);
    for (const token of [deployment.USDT, deployment.BIVE, deployment.VRA, deployment.WETH]) {
      expect(
        await publicClient.readContract({ ...book, functionName: 'supportsCurrency', args: [token] }),
      ).toBe(true);
    }
    expect(await publicClient.readContract({ ...book, functionName: 'listingFee' })).toBe(300);
    const weth = { address: deployment.WETH, abi: erc20Abi } as const;
    expect(await publicClient.readContract({ ...weth, functionName: 'symbol' })).toBe('WETH');
    expect(await publicClient.readContract({ ...weth, functionName: 'decimals' })).toBe(18);
  });

  it('leaves the minter (the deployer here) only the api roles and gives the admin every admin role', async () => {
    const { publicClient } = clientsFor(anvil, deployerKey);
    const rolesOf = async (account: Address) => {
      const held: string[] = [];
      for (const contract of roleContracts) {
        for (const role of Object.keys(roleIds) as RoleName[]) {
          const has = await publicClient.readContract({
            address: deployment[contract],
            abi: accessControlAbi,
            functionName: 'hasRole',
            args: [roleIds[role], account],
          });
          if (has) held.push(`${contract}.${role}`);
        }
      }
      return held.sort();
    };
    expect(await rolesOf(deployerAccount.address)).toEqual(
      ['Payout.OPERATOR_ROLE', 'SwapDesk.SIGNER_ROLE', 'VrNFT.MINTER_ROLE'].sort(),
    );
    expect(await adminRoleHeldOn(publicClient, deployment, deployerAccount.address)).toEqual([]);
    expect(await rolesOf(adminAccount.address)).toEqual(
      [
        ...roleContracts.map((c) => `${c}.DEFAULT_ADMIN_ROLE`),
        'Marketplace.OPERATOR_ROLE',
        'SwapDesk.OPERATOR_ROLE',
        'VrNFT.PAUSER_ROLE',
      ].sort(),
    );
  });

  it('renounces every role of a deployer that is neither minter nor admin, and refuses admin = minter', async () => {
    const minter = privateKeyToAccount(generatePrivateKey()).address;
    const { publicClient } = clientsFor(anvil, deployerKey);
    const other = await deployAll({ ...anvil, deployer: deployerKey, admin: adminAccount.address, minter });
    for (const contract of roleContracts) {
      for (const role of Object.values(roleIds)) {
        const args = [role, deployerAccount.address] as const;
        const read = {
          address: other[contract],
          abi: accessControlAbi,
          functionName: 'hasRole',
          args,
        } as const;
        expect(await publicClient.readContract(read)).toBe(false);
      }
    }
    const minterRole = { address: other.VrNFT, abi: accessControlAbi, functionName: 'hasRole' } as const;
    expect(await publicClient.readContract({ ...minterRole, args: [roleIds.MINTER_ROLE, minter] })).toBe(
      true,
    );
    await expect(deployAll({ ...anvil, deployer: deployerKey, admin: minter, minter })).rejects.toThrow(
      /admin must not be the minter/,
    );
  });

  it('funds the demo accounts', async () => {
    const { publicClient } = clientsFor(anvil, deployerKey);
    await fundDemoAccounts({ ...anvil, deployer: deployerKey, deployment, tokenAmounts: { BIVE: '12.5' } });
    const bive = await publicClient.readContract({
      address: deployment.BIVE,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [demoUsers[8]!.address],
    });
    expect(bive).toBe(parseUnits('12.5', 4));
  });

  it('round-trips the deployments file per chain id', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vrm-')), 'deployments.json');
    expect(readDeployments(file)).toEqual({});
    writeDeployments(file, 31337, deployment);
    writeDeployments(file, 97, { ...deployment, deployBlock: 1 });
    expect(readDeployments(file)).toEqual({ '31337': deployment, '97': { ...deployment, deployBlock: 1 } });
  });
});

describe('startAnvil', () => {
  it('persists chain state in stateFile across restarts', async () => {
    const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'vrm-')), 'state.json');
    const port = await getFreePort();
    const first = await startAnvil({ port, stateFile });
    const { address } = demoUsers[0]!;
    const { publicClient } = clientsFor(first, deployerKey);
    await publicClient.request({ method: 'anvil_setBalance' as never, params: [address, '0x1234'] as never });
    await first.stop();
    const second = await startAnvil({ port, stateFile });
    try {
      expect(await clientsFor(second, deployerKey).publicClient.getBalance({ address })).toBe(0x1234n);
    } finally {
      await second.stop();
    }
  });
});

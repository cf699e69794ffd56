import { sent, startTestChain, type TestChain } from '@vrmarket/testkit/chain';
import { type Address, erc20Abi, hashTypedData, maxUint256, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Clients, clientsFor } from '../src/clients.ts';
import type { Deployment } from '../src/deployments.ts';
import { adminKey, demoUserKeys, deployerKey, minterAccount } from '../src/devAccounts.ts';
import { payoutAbi, rentalAbi, stakingVaultAbi, swapDeskAbi, testTokenAbi, vrNFTAbi } from '../src/index.ts';
import {
  encodeStakeData,
  encodeSwapData,
  type MintPermit,
  mintPermitDomain,
  mintPermitTypes,
  type SwapKey,
  signMintPermit,
  signSwapKey,
  swapKeyDomain,
  swapKeyTypes,
} from '../src/permit.ts';

// The TypeScript signing helpers against the contracts: same digests, working flows.
let chain: TestChain;
let d: Deployment;
let admin: Clients;
let user: Clients;

async function mintFree(to: Address, tokenId: bigint) {
  const permit: MintPermit = {
    tokenId,
    to,
    currency: d.USDT,
    mintingPrice: 0n,
    uri: '',
    deadline: maxUint256,
    nonce: tokenId,
  };
  const signature = await signMintPermit(minterAccount, chain.anvil.chainId, d.VrNFT, permit);
  const args = [tokenId, to, d.USDT, 0n, '', maxUint256, tokenId, signature] as const;
  await sent(
    admin,
    admin.walletClient.writeContract({
      address: d.VrNFT,
      abi: vrNFTAbi,
      functionName: 'mintWithPermit',
      args,
    }),
  );
}

const ownerOf = (tokenId: bigint) =>
  admin.publicClient.readContract({
    address: d.VrNFT,
    abi: vrNFTAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  });

beforeAll(async () => {
  chain = await startTestChain();
  d = chain.deployment;
  admin = clientsFor(chain.target, deployerKey);
  user = clientsFor(chain.target, demoUserKeys[2]!);
});
afterAll(() => chain?.stop());

describe('EIP-712 helpers', () => {
  it('hash a mint permit exactly as VrNFT does', async () => {
    const permit: MintPermit = {
      tokenId: 5n,
      to: user.account.address,
      currency: d.USDT,
      mintingPrice: 7n,
      uri: 'ipfs://x',
      deadline: 9n,
      nonce: 3n,
    };
    const onChain = await admin.publicClient.readContract({
      address: d.VrNFT,
      abi: vrNFTAbi,
      functionName: 'hashMintPermit',
      args: [
        permit.tokenId,
        permit.to,
        permit.currency,
        permit.mintingPrice,
        permit.uri,
        permit.deadline,
        permit.nonce,
      ],
    });
    const offChain = hashTypedData({
      domain: mintPermitDomain(chain.anvil.chainId, d.VrNFT),
      types: mintPermitTypes,
      primaryType: 'MintPermit',
      message: permit,
    });
    expect(offChain).toBe(onChain);
  });

  it('hash a swap key exactly as SwapDesk does', async () => {
    const key: SwapKey = {
      user: user.account.address,
      givenContract: d.VrNFT,
      givenTokenId: 1n,
      wantedContract: d.VrNFT,
      wantedTokenId: 2n,
      deadline: 3n,
    };
    const onChain = await admin.publicClient.readContract({
      address: d.SwapDesk,
      abi: swapDeskAbi,
      functionName: 'hashSwapKey',
      args: [
        key.user,
        key.givenContract,
        key.givenTokenId,
        key.wantedContract,
        key.wantedTokenId,
        key.deadline,
      ],
    });
    expect(
      hashTypedData({
        domain: swapKeyDomain(chain.anvil.chainId, d.SwapDesk),
        types: swapKeyTypes,
        primaryType: 'SwapKey',
        message: key,
      }),
    ).toBe(onChain);
  });
});

describe('flows on anvil', () => {
  it('swaps an NFT at the SwapDesk in one transfer', async () => {
    // The admin (SwapDesk OPERATOR_ROLE) stocks the pool; the api's key only signs the swap key.
    const deskOperator = clientsFor(chain.target, adminKey);
    await mintFree(deskOperator.account.address, 100n);
    await sent(
      deskOperator,
      deskOperator.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'safeTransferFrom',
        args: [deskOperator.account.address, d.SwapDesk, 100n],
      }),
    );
    await mintFree(user.account.address, 1n);
    const key: SwapKey = {
      user: user.account.address,
      givenContract: d.VrNFT,
      givenTokenId: 1n,
      wantedContract: d.VrNFT,
      wantedTokenId: 100n,
      deadline: maxUint256,
    };
    const data = encodeSwapData(key, await signSwapKey(minterAccount, chain.anvil.chainId, d.SwapDesk, key));
    await sent(
      user,
      user.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'safeTransferFrom',
        args: [user.account.address, d.SwapDesk, 1n, data],
      }),
    );
    expect(await ownerOf(100n)).toBe(user.account.address);
    expect(await ownerOf(1n)).toBe(d.SwapDesk);
  });

  it('stakes by a safe transfer with encoded terms and unstakes a flexible stake', async () => {
    await mintFree(user.account.address, 2n);
    const data = encodeStakeData('FLEXIBLE', 0n);
    await sent(
      user,
      user.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'safeTransferFrom',
        args: [user.account.address, d.StakingVault, 2n, data],
      }),
    );
    expect(await ownerOf(2n)).toBe(d.StakingVault);
    const [, , , stakeType] = await admin.publicClient.readContract({
      address: d.StakingVault,
      abi: stakingVaultAbi,
      functionName: 'stakes',
      args: [1n],
    });
    expect(stakeType).toBe(1);
    await sent(
      user,
      user.walletClient.writeContract({
        address: d.StakingVault,
        abi: stakingVaultAbi,
        functionName: 'unstake',
        args: [1n],
      }),
    );
    expect(await ownerOf(2n)).toBe(user.account.address);
  });

  it('rents an NFT for 2 days: the renter becomes its ERC-4907 user, ending early pays back', async () => {
    const owner = clientsFor(chain.target, demoUserKeys[3]!);
    await mintFree(owner.account.address, 3n);
    await sent(
      owner,
      owner.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'setApprovalForAll',
        args: [d.Rental, true],
      }),
    );
    const perDay = parseUnits('10', 18);
    await sent(
      owner,
      owner.walletClient.writeContract({
        address: d.Rental,
        abi: rentalAbi,
        functionName: 'listForRent',
        args: [d.VrNFT, 3n, perDay, d.USDT, 1, 30n],
      }),
    );
    await sent(
      admin,
      admin.walletClient.writeContract({
        address: d.USDT,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [user.account.address, perDay * 2n],
      }),
    );
    await sent(
      user,
      user.walletClient.writeContract({
        address: d.USDT,
        abi: erc20Abi,
        functionName: 'approve',
        args: [d.Rental, maxUint256],
      }),
    );
    await sent(
      user,
      user.walletClient.writeContract({
        address: d.Rental,
        abi: rentalAbi,
        functionName: 'rent',
        args: [1n, 2n],
      }),
    );
    const userOf = () =>
      admin.publicClient.readContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'userOf',
        args: [3n],
      });
    expect(await userOf()).toBe(user.account.address);
    const agreement = await admin.publicClient.readContract({
      address: d.Rental,
      abi: rentalAbi,
      functionName: 'getAgreement',
      args: [1n],
    });
    expect(agreement).toMatchObject({
      tokenId: 3n,
      pricePerUnit: perDay,
      currency: d.USDT,
      unitOfTime: 1,
      numberOfUnits: 2n,
      owner: owner.account.address,
      renter: user.account.address,
    });
    // Half a day in: the first day is begun and paid, the second comes back. (Ending in the rent's
    // own second pays the owner nothing, a cheaper path, so a gas estimate made in that second
    // runs out of gas if the block lands a second later.)
    await chain.rpc('evm_increaseTime', [12 * 3600]);
    await chain.rpc('evm_mine');
    await sent(
      user,
      user.walletClient.writeContract({
        address: d.Rental,
        abi: rentalAbi,
        functionName: 'endRental',
        args: [1n],
      }),
    );
    expect(await userOf()).toBe('0x0000000000000000000000000000000000000000');
    const balance = (a: Address) =>
      admin.publicClient.readContract({
        address: d.USDT,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [a],
      });
    expect(await balance(owner.account.address)).toBe(perDay);
    expect(await balance(user.account.address)).toBe(perDay);
  });

  it('credits a payout that the user withdraws', async () => {
    const amount = parseUnits('3', 4);
    await sent(
      admin,
      admin.walletClient.writeContract({
        address: d.BIVE,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [admin.account.address, amount],
      }),
    );
    await sent(
      admin,
      admin.walletClient.writeContract({
        address: d.BIVE,
        abi: erc20Abi,
        functionName: 'approve',
        args: [d.Payout, amount],
      }),
    );
    await sent(
      admin,
      admin.walletClient.writeContract({
        address: d.Payout,
        abi: payoutAbi,
        functionName: 'creditERC20',
        args: [d.BIVE, [user.account.address], [amount]],
      }),
    );
    const pending = () =>
      admin.publicClient.readContract({
        address: d.Payout,
        abi: payoutAbi,
        functionName: 'pendingERC20',
        args: [d.BIVE, user.account.address],
      });
    expect(await pending()).toBe(amount);
    await sent(
      user,
      user.walletClient.writeContract({
        address: d.Payout,
        abi: payoutAbi,
        functionName: 'withdrawERC20',
        args: [d.BIVE],
      }),
    );
    expect(await pending()).toBe(0n);
  });

  it('mints test tokens only for the owner', async () => {
    await expect(
      user.publicClient.simulateContract({
        account: user.account,
        address: d.BIVE,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [user.account.address, 1n],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });
});

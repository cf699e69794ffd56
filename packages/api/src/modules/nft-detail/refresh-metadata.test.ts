import {
  adminAccount,
  clientsFor,
  type Deployment,
  demoUsers,
  deployerAccount,
  signMintPermit,
  vrNFTAbi,
} from '@vrmarket/contracts';
import { type AnvilInstance, getFreePort, startAnvil } from '@vrmarket/contracts/anvil';
import { deployAll } from '@vrmarket/contracts/deploy';
import { PurchaseStatus } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { categories, nfts } from '../../db/schema/index.ts';
import { CHAIN_CALLS_PER_MINUTE } from '../../http/security.ts';

const [first, second] = demoUsers as [(typeof demoUsers)[0], (typeof demoUsers)[0]];

/** Refresh Metadata against a real local chain: the chain decides the owner, never the client. */
describe('POST /api/v1/nft/:id/refresh-metadata on anvil', () => {
  let anvil: AnvilInstance;
  let deployment: Deployment;
  let test: TestApp;
  let nftId: number;

  const refresh = () => test.app.inject({ method: 'POST', url: `/api/v1/nft/${nftId}/refresh-metadata` });

  beforeAll(async () => {
    anvil = await startAnvil({ port: await getFreePort() });
    deployment = await deployAll({
      ...anvil,
      deployer: deployerAccount,
      admin: adminAccount.address,
      nftBaseURI: 'https://market.example/meta/',
    });
    const minter = clientsFor(anvil, deployerAccount);
    const permit = {
      tokenId: 42n,
      to: first.address,
      currency: deployment.USDT,
      mintingPrice: 0n,
      uri: '',
      deadline: BigInt(Math.floor(Date.now() / 1000) + 3600),
      nonce: 1n,
    };
    const signature = await signMintPermit(deployerAccount, anvil.chainId, deployment.VrNFT, permit);
    const hash = await minter.walletClient.writeContract({
      address: deployment.VrNFT,
      abi: vrNFTAbi,
      functionName: 'mintWithPermit',
      args: [permit.tokenId, permit.to, permit.currency, 0n, '', permit.deadline, permit.nonce, signature],
    });
    await minter.publicClient.waitForTransactionReceipt({ hash });

    test = await createTestApp({ CHAIN_RPC_URL: anvil.rpcUrl, CHAIN_ID: String(anvil.chainId) });
    const { db } = test.components;
    await db.insert(categories).values({ id: 54, name: 'vr3DNFTs', title: '3D NFTs' });
    const [row] = await db
      .insert(nfts)
      .values({
        title: 'On chain',
        categoryId: 54,
        tokenId: '42',
        contractAddress: deployment.VrNFT.toLowerCase(),
        // A stale record: somebody else, and no token URI yet.
        ownerAddress: second.address.toLowerCase(),
        seller: second.address.toLowerCase(),
        purchaseStatus: PurchaseStatus.OWNED,
        onchain: true,
      })
      .returning({ id: nfts.id });
    nftId = row!.id;
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await anvil?.stop();
  });

  it('stores the owner and token URI the chain reports', async () => {
    const response = await refresh();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: String(nftId),
      ownerAddress: first.address.toLowerCase(),
      tokenUri: 'https://market.example/meta/42',
    });
    const [stored] = await test.components.db.select().from(nfts).where(eq(nfts.id, nftId));
    expect(stored?.ownerAddress).toBe(first.address.toLowerCase());
  });

  it('follows a transfer made on the chain', async () => {
    const owner = clientsFor(anvil, first);
    const hash = await owner.walletClient.writeContract({
      address: deployment.VrNFT,
      abi: vrNFTAbi,
      functionName: 'transferFrom',
      args: [first.address, second.address, 42n],
    });
    await owner.publicClient.waitForTransactionReceipt({ hash });
    expect((await refresh()).json().ownerAddress).toBe(second.address.toLowerCase());
  });

  it('changes nothing for a token the chain does not know', async () => {
    await test.components.db.update(nfts).set({ tokenId: '4242' }).where(eq(nfts.id, nftId));
    const response = await refresh();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tokenId: '4242', ownerAddress: second.address.toLowerCase() });
  });

  it('reads at head − CHAIN_CONFIRMATIONS: an unconfirmed transfer is not written yet', async () => {
    const confirmed = await createTestApp({
      CHAIN_RPC_URL: anvil.rpcUrl,
      CHAIN_ID: String(anvil.chainId),
      CHAIN_CONFIRMATIONS: '3',
    });
    try {
      const { db } = confirmed.components;
      await db.insert(categories).values({ id: 54, name: 'vr3DNFTs', title: '3D NFTs' });
      const [row] = await db
        .insert(nfts)
        .values({
          title: 'On chain',
          categoryId: 54,
          tokenId: '42',
          contractAddress: deployment.VrNFT.toLowerCase(),
          ownerAddress: second.address.toLowerCase(),
          seller: second.address.toLowerCase(),
          purchaseStatus: PurchaseStatus.OWNED,
          onchain: true,
        })
        .returning({ id: nfts.id });
      const refreshConfirmed = async () =>
        (
          await confirmed.app.inject({ method: 'POST', url: `/api/v1/nft/${row!.id}/refresh-metadata` })
        ).json();
      await anvilMine(3);
      const owner = clientsFor(anvil, second);
      const hash = await owner.walletClient.writeContract({
        address: deployment.VrNFT,
        abi: vrNFTAbi,
        functionName: 'transferFrom',
        args: [second.address, first.address, 42n],
      });
      await owner.publicClient.waitForTransactionReceipt({ hash });
      expect((await refreshConfirmed()).ownerAddress).toBe(second.address.toLowerCase());
      await anvilMine(3);
      expect((await refreshConfirmed()).ownerAddress).toBe(first.address.toLowerCase());
    } finally {
      await confirmed.close();
    }
  });

  it(`asks the chain for one client at most ${CHAIN_CALLS_PER_MINUTE} times a minute`, async () => {
    const refreshFrom = (remoteAddress: string) =>
      test.app.inject({ method: 'POST', url: `/api/v1/nft/${nftId}/refresh-metadata`, remoteAddress });
    for (let i = 0; i < CHAIN_CALLS_PER_MINUTE; i++)
      expect((await refreshFrom('198.51.100.30')).statusCode).toBe(200);
    expect((await refreshFrom('198.51.100.30')).json()).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
    });
    expect((await refreshFrom('198.51.100.31')).statusCode).toBe(200);
  });

  async function anvilMine(blocks: number) {
    await clientsFor(anvil, first).publicClient.request({
      method: 'anvil_mine' as never,
      params: [`0x${blocks.toString(16)}`] as never,
    });
  }
});

import { adminKey, clientsFor, marketplaceAbi } from '@vrmarket/contracts';
import { sent } from '@vrmarket/testkit/chain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { MARKET_FEE_TTL_MS } from '../../chain/market-fee.ts';

describe('the marketplace fee comes from the chain', () => {
  let app: ChainApp;
  const get = (url: string) =>
    app.test.app.inject({ method: 'GET', url }).then((response) => response.json());
  const feeAd = async () =>
    ((await get('/api/v1/ads')) as { text: string }[]).find((ad) => ad.text.startsWith('Fees stay'))?.text;

  beforeAll(async () => {
    app = await startChainApp('fee');
  });
  afterAll(() => app?.close());
  afterEach(() => vi.useRealTimers());

  it("shows the contract's fee in the landing's fee ad and the app config, and the owner's new fee once set", async () => {
    expect(await feeAd()).toBe('Fees stay at 3% of the price. No hidden costs.');
    expect((await get('/api/v1/configs/app')).marketplaceFeeBps).toBe(300);

    const owner = clientsFor({ rpcUrl: app.chain.anvil.rpcUrl, chainId: app.chain.anvil.chainId }, adminKey);
    await sent(
      owner,
      owner.walletClient.writeContract({
        address: app.chain.deployment.Marketplace,
        abi: marketplaceAbi,
        functionName: 'setFee',
        args: [450],
      }),
    );
    // Kept in memory for MARKET_FEE_TTL_MS; then one answer starts a read and the next ones have it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + MARKET_FEE_TTL_MS });
    await expect.poll(feeAd).toBe('Fees stay at 4.5% of the price. No hidden costs.');
    expect((await get('/api/v1/configs/app')).marketplaceFeeBps).toBe(450);
  });
});

import { join } from 'node:path';
import { adminAccount, deployerAccount, deployerKey } from '@vrmarket/contracts';
import { startAnvil } from '@vrmarket/contracts/anvil';
import { deployAll, fundDemoAccounts, readDeployment, writeDeployments } from '@vrmarket/contracts/deploy';
import { createPublicClient, http } from 'viem';

export interface ChainOptions {
  dataDir: string;
  port: number;
  chainId: number;
  /** VrNFT token URIs are this base + token id. */
  nftBaseURI: string;
  log: (line: string) => void;
}

/**
 * The local chain with the contracts on it. The chain state lives in the data folder, so a second
 * run finds its contracts again; when the recorded addresses hold no code (a fresh chain), it
 * deploys and funds the demo wallets anew.
 */
export async function ensureChain(options: ChainOptions) {
  const anvil = await startAnvil({
    port: options.port,
    chainId: options.chainId,
    stateFile: join(options.dataDir, 'anvil-state.json'),
  });
  try {
    const deploymentsFile = join(options.dataDir, 'deployments.json');
    const target = { rpcUrl: anvil.rpcUrl, chainId: options.chainId };
    const known = readDeployment(deploymentsFile, options.chainId);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const deployed = known && (await client.getCode({ address: known.Marketplace })) !== undefined;
    if (!deployed) {
      options.log('deploying the contracts to the local chain…');
      const deployment = await deployAll({
        ...target,
        deployer: deployerKey,
        // The admin is dev account 10, never the api's key (deploy/README.md "Roles").
        admin: adminAccount.address,
        nftBaseURI: options.nftBaseURI,
      });
      await fundDemoAccounts({ ...target, deployer: deployerKey, deployment });
      // The api's operator wallet (MINTER_PRIVATE_KEY, the deployer here) pays the staking rewards
      // on the Payout contract from its own USDT: the local reward pool.
      await fundDemoAccounts({
        ...target,
        deployer: deployerKey,
        deployment,
        recipients: [deployerAccount.address],
        tokenAmounts: { USDT: '1000000' },
      });
      writeDeployments(deploymentsFile, options.chainId, deployment);
    }
    return anvil;
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

// Deploys the vrmarket contracts to a real chain and hands the roles over (deploy/README.md):
//   CHAIN_RPC_URL=… CHAIN_ID=97 DEPLOYER_KEY=0x… ADMIN_ADDRESS=0x… MINTER_ADDRESS=0x… \
//   NFT_BASE_URI=https://market.example.com/api/v1/nft/token/ tsx scripts/deploy-contracts.ts
// ADMIN_ADDRESS gets DEFAULT_ADMIN_ROLE everywhere, MINTER_ADDRESS (the api's MINTER_PRIVATE_KEY
// account) only the roles the api uses; the deployer renounces the rest.
import { deployAll, writeDeployments } from '@vrmarket/contracts/deploy';
import { getAddress, isAddress, isHex } from 'viem';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const address = (name: string) => {
  const value = required(name);
  if (!isAddress(value)) throw new Error(`${name} must be an address (0x and 40 hex digits)`);
  return getAddress(value);
};

const rpcUrl = required('CHAIN_RPC_URL');
const chainId = Number(required('CHAIN_ID'));
const deployer = required('DEPLOYER_KEY');
if (!isHex(deployer) || deployer.length !== 66) throw new Error('DEPLOYER_KEY must be 0x and 64 hex digits');
const admin = address('ADMIN_ADDRESS');
const minter = address('MINTER_ADDRESS');
const file = process.env.DEPLOYMENTS_FILE ?? 'deploy/deployments.json';

const deployment = await deployAll({
  rpcUrl,
  chainId,
  deployer,
  admin,
  minter,
  nftBaseURI: process.env.NFT_BASE_URI ?? '',
});
writeDeployments(file, chainId, deployment);
console.log(`deployed on chain ${chainId} from block ${deployment.deployBlock}; addresses in ${file}`);
console.log(
  `admin ${admin} holds DEFAULT_ADMIN_ROLE; minter ${minter} holds MINTER, SIGNER and Payout OPERATOR only`,
);

import { type Address, type Hex, keccak256, type PublicClient, parseAbi, toHex, zeroHash } from 'viem';
import type { Deployment } from './deployments.ts';

/** OpenZeppelin AccessControl's role ids (keccak256 of the constant's name; the admin role is 0). */
export const roleIds = {
  DEFAULT_ADMIN_ROLE: zeroHash,
  MINTER_ROLE: keccak256(toHex('MINTER_ROLE')),
  PAUSER_ROLE: keccak256(toHex('PAUSER_ROLE')),
  OPERATOR_ROLE: keccak256(toHex('OPERATOR_ROLE')),
  SIGNER_ROLE: keccak256(toHex('SIGNER_ROLE')),
} as const satisfies Record<string, Hex>;

export type RoleName = keyof typeof roleIds;

/** The AccessControl functions every vrmarket contract has. */
export const accessControlAbi = parseAbi([
  'function hasRole(bytes32 role, address account) view returns (bool)',
  'function grantRole(bytes32 role, address account)',
  'function revokeRole(bytes32 role, address account)',
  'function renounceRole(bytes32 role, address callerConfirmation)',
]);

export type RoleContract =
  | 'VrNFT'
  | 'Marketplace'
  | 'Rental'
  | 'Payout'
  | 'Payment'
  | 'StakingVault'
  | 'SwapDesk'
  | 'AuctionHouse'
  | 'OfferBook';

/**
 * The roles the api's key (MINTER_PRIVATE_KEY) uses, and nothing else: it signs mint permits
 * (VrNFT MINTER_ROLE), signs swap keys (SwapDesk SIGNER_ROLE) and credits referral and staking
 * rewards (Payout OPERATOR_ROLE). No DEFAULT_ADMIN_ROLE anywhere.
 */
export const minterRoles: Partial<Record<RoleContract, readonly RoleName[]>> = {
  VrNFT: ['MINTER_ROLE'],
  SwapDesk: ['SIGNER_ROLE'],
  Payout: ['OPERATOR_ROLE'],
};

/**
 * The admin's roles: DEFAULT_ADMIN_ROLE on every contract (settings, rescue, granting and revoking
 * roles, so rotating the minter) and the operational roles no api path uses: pausing mints,
 * delisting offers, stocking and withdrawing the SwapDesk's pool.
 */
export const adminRoles: Record<RoleContract, readonly RoleName[]> = {
  VrNFT: ['PAUSER_ROLE', 'DEFAULT_ADMIN_ROLE'],
  Marketplace: ['OPERATOR_ROLE', 'DEFAULT_ADMIN_ROLE'],
  Rental: ['DEFAULT_ADMIN_ROLE'],
  Payout: ['DEFAULT_ADMIN_ROLE'],
  Payment: ['DEFAULT_ADMIN_ROLE'],
  StakingVault: ['DEFAULT_ADMIN_ROLE'],
  SwapDesk: ['OPERATOR_ROLE', 'DEFAULT_ADMIN_ROLE'],
  AuctionHouse: ['DEFAULT_ADMIN_ROLE'],
  OfferBook: ['DEFAULT_ADMIN_ROLE'],
};

export const roleContracts = Object.keys(adminRoles) as RoleContract[];

/** Who should hold each role after deployAll, contract by contract (DEFAULT_ADMIN_ROLE last). */
export function rolePlan(holders: { admin: Address; minter: Address }) {
  return roleContracts.flatMap((contract) => [
    ...(minterRoles[contract] ?? []).map((role) => ({ contract, role, holder: holders.minter })),
    ...adminRoles[contract].map((role) => ({ contract, role, holder: holders.admin })),
  ]);
}

/** The contracts on which `account` holds DEFAULT_ADMIN_ROLE (the api refuses such a key). */
export async function adminRoleHeldOn(
  client: Pick<PublicClient, 'readContract'>,
  deployment: Partial<Pick<Deployment, RoleContract>>,
  account: Address,
): Promise<RoleContract[]> {
  const deployed = roleContracts.filter((contract) => deployment[contract]);
  const held = await Promise.all(
    deployed.map((contract) =>
      client.readContract({
        address: deployment[contract]!,
        abi: accessControlAbi,
        functionName: 'hasRole',
        args: [roleIds.DEFAULT_ADMIN_ROLE, account],
      }),
    ),
  );
  return deployed.filter((_, i) => held[i]);
}

/**
 * The public anvil dev keys and who holds which role on a local chain. @vrmarket/contracts is their
 * source (it deploys with them); tests, e2e, seed and benches take them from here.
 */
export {
  adminAccount,
  adminKey,
  demoUserKeys,
  demoUsers,
  deployerAccount,
  deployerKey,
  devAccounts,
  devMnemonic,
  devPrivateKeys,
  minterAccount,
  operatorAccount,
} from '@vrmarket/contracts';

import { DEMO_PASSWORD } from '@vrmarket/idp';
import { demoAccounts } from '../seed/demo/users.ts';
import type { RunningSystem } from './system.ts';

/** What `npm start` prints once everything answers: the URL, who to sign in as, which keys to import. */
export function printWelcome(system: RunningSystem, elapsedMs: number): void {
  const lines = [
    '',
    `  vrmarket is running at ${system.url}   (ready in ${(elapsedMs / 1000).toFixed(1)} s)`,
    '',
    `  Demo accounts (development only; every password is '${DEMO_PASSWORD}'):`,
    ...demoAccounts.map((account) => {
      const wallet = account.wallet ? account.wallet.address : 'no wallet linked';
      return `    ${account.username.padEnd(9)} ${account.role.padEnd(30)} ${wallet}`;
    }),
    '',
    `  Wallet keys to import into MetaMask or Bitget Wallet (local chain ${system.rpcUrl}, chain id ${system.chainId}):`,
    ...demoAccounts
      .filter((account) => account.wallet)
      .map((account) => `    ${account.username.padEnd(9)} ${account.walletKey}`),
    '',
    `  Sign-in service: ${system.idpUrl}    Api docs: ${system.url}/api/docs`,
    '  Ctrl-C stops everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

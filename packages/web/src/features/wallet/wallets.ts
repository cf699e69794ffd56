import { WalletKind } from '@vrmarket/domain';

export type SupportedWallet = Exclude<WalletKind, 'none'>;

/** The two wallet kinds of the spec, with their EIP-6963 ids and where to get them. */
export const WALLETS: Record<
  SupportedWallet,
  { rdns: string; nameKey: 'account.metamask' | 'account.bitget'; installUrl: string }
> = {
  [WalletKind.metamask]: {
    rdns: 'io.metamask',
    nameKey: 'account.metamask',
    installUrl: 'https://metamask.io/download/',
  },
  [WalletKind.bitget]: {
    rdns: 'com.bitget.web3',
    nameKey: 'account.bitget',
    installUrl: 'https://web3.bitget.com/en/wallet-download',
  },
};

export const SUPPORTED_WALLETS = Object.keys(WALLETS) as SupportedWallet[];

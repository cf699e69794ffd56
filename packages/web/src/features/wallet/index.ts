export { loadWallet } from './loadWallet.ts';
export { checkWallet, useRequireWallet, type WalletCheckResult } from './requireWallet.ts';
export { useWallet } from './useWallet.ts';
export { WalletDialogHost } from './WalletDialogHost.tsx';
export { reportWalletError } from './walletActions.ts';
export { closeWalletDialog, openWalletDialog, type WalletDialog } from './walletStore.ts';

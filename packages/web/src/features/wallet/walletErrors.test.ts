import { describe, expect, it } from 'vitest';
import { unwrapWalletError, walletErrorOutcome } from './walletErrors.ts';

describe('wallet errors (R-ERR-1 … R-ERR-4)', () => {
  it('finds the EIP-1193 code inside viem/wagmi cause chains', () => {
    const wrapped = { name: 'UserRejectedRequestError', cause: { code: 4001, message: 'User rejected.' } };
    expect(unwrapWalletError(wrapped)).toMatchObject({ code: 4001 });
    expect(walletErrorOutcome(wrapped)).toEqual({ kind: 'message', key: 'WALLET_DENIED' });
  });

  it('reads -32603 texts after their first colon', () => {
    const error = { code: -32603, message: 'execution reverted: Ownable: caller is not the owner' };
    expect(walletErrorOutcome(error)).toEqual({ kind: 'raw', text: 'Ownable: caller is not the owner' });
  });

  it('ignores -32002 (a request already waits in the wallet)', () => {
    expect(walletErrorOutcome({ code: -32002 })).toEqual({ kind: 'ignore' });
  });

  it('treats a missing provider as not detected, anything else as the default error', () => {
    expect(walletErrorOutcome({ name: 'ProviderNotFoundError' })).toEqual({
      kind: 'message',
      key: 'WALLET_NOT_DETECTED',
    });
    expect(walletErrorOutcome(new Error('boom'))).toEqual({ kind: 'message', key: 'WALLET_DEFAULT_ERROR' });
  });
});

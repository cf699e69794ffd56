import { bytesToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { demoUsers, deployerAccount, devAccounts, devMnemonic, devPrivateKeys } from '../src/devAccounts.ts';

describe('devAccounts', () => {
  it('are the 10 accounts anvil derives from its default mnemonic', () => {
    devPrivateKeys.forEach((key, addressIndex) => {
      const hd = mnemonicToAccount(devMnemonic, { addressIndex });
      expect(bytesToHex(hd.getHdKey().privateKey!)).toBe(key);
      expect(devAccounts[addressIndex]!.address).toBe(hd.address);
    });
  });

  it('give index 0 the privileged roles and 1..9 to demo users', () => {
    expect(deployerAccount.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(demoUsers).toHaveLength(9);
    expect(demoUsers).not.toContain(deployerAccount);
  });
});

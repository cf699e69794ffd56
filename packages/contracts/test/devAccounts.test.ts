import { bytesToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  demoUsers,
  deployerAccount,
  devAccounts,
  devMnemonic,
  devPrivateKeys,
} from '../src/devAccounts.ts';

describe('devAccounts', () => {
  it('are the first 11 accounts anvil derives from its default mnemonic', () => {
    devPrivateKeys.forEach((key, addressIndex) => {
      const hd = mnemonicToAccount(devMnemonic, { addressIndex });
      expect(bytesToHex(hd.getHdKey().privateKey!)).toBe(key);
      expect(devAccounts[addressIndex]!.address).toBe(hd.address);
    });
  });

  it('give index 0 the deployer and minter, 10 the admin and 1..9 to demo users', () => {
    expect(deployerAccount.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(adminAccount.address).toBe('0xBcd4042DE499D14e55001CcbB24a551F3b954096');
    expect(demoUsers).toHaveLength(9);
    expect(demoUsers).not.toContain(deployerAccount);
    expect(demoUsers).not.toContain(adminAccount);
  });
});

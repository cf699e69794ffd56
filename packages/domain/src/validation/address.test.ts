import { describe, expect, it } from 'vitest';
import { isBlockedAddressKey, isEthereumAddress, makeTransferAddressSchema, sameAddress } from './address.ts';

const lower = '0xab5801a7d398351b8be11c439e05c5b3259aec9b';
const checksummed = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';

describe('transfer address', () => {
  it.each([lower, checksummed, lower.toUpperCase().replace('0X', '0x'), ` ${lower} `])(
    '%j is valid',
    (address) => {
      expect(isEthereumAddress(address)).toBe(true);
    },
  );

  it.each([
    '',
    lower.slice(0, -1),
    `${lower}0`,
    lower.replace('0x', ''),
    lower.replace('a', 'g'),
    `0X${lower.slice(2)}`,
  ])('%j is invalid', (address) => {
    expect(isEthereumAddress(address)).toBe(false);
  });

  it('the schema says "Invalid ethereum address"', () => {
    const schema = makeTransferAddressSchema();
    expect(schema.parse(` ${checksummed}`)).toBe(checksummed);
    expect(schema.safeParse('0x123').error?.issues[0]?.message).toBe('Invalid ethereum address');
  });

  it('blocks punctuation keys but not letters, digits or control keys', () => {
    for (const key of ['.', ',', '-', '!', ' ', '/']) expect(isBlockedAddressKey(key)).toBe(true);
    for (const key of ['a', 'F', '0', 'x', 'Backspace', 'v']) expect(isBlockedAddressKey(key)).toBe(false);
  });

  it('compares addresses case-insensitively, never matching empty ones', () => {
    expect(sameAddress(lower, checksummed)).toBe(true);
    expect(sameAddress(lower, '0x0000000000000000000000000000000000000000')).toBe(false);
    expect(sameAddress('', '')).toBe(false);
    expect(sameAddress(undefined, lower)).toBe(false);
  });
});

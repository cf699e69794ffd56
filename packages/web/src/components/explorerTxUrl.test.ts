import { describe, expect, it } from 'vitest';
import { explorerTxUrl } from './explorerTxUrl.ts';

describe('explorerTxUrl', () => {
  it('links a transaction to the explorer when the chain has one', () => {
    expect(explorerTxUrl('https://bscscan.com/', '0xabc')).toBe('https://bscscan.com/tx/0xabc');
    expect(explorerTxUrl(null, '0xabc')).toBeNull();
    expect(explorerTxUrl('https://bscscan.com', null)).toBeNull();
  });
});

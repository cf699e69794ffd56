import { afterEach, describe, expect, it, vi } from 'vitest';

const token = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ exp: 4e9 })).toString('base64url')}.sig`;
const LINKED = `0x${'a'.repeat(40)}`;

async function checkWith(stored: Record<string, string>) {
  const data = new Map(Object.entries(stored));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  });
  vi.resetModules();
  return (await import('./requireWallet.ts')).checkWallet();
}

describe('checkWallet (the one check before every wallet action)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['signed out', {}, 'login'],
    [
      'no connected wallet',
      { access_token: token, userData: JSON.stringify({ publicKey: LINKED }) },
      'connect',
    ],
    [
      'an account with no linked wallet',
      { access_token: token, userData: JSON.stringify({ publicKey: null }), currentWallet: LINKED },
      'link',
    ],
    [
      'another wallet',
      {
        access_token: token,
        userData: JSON.stringify({ publicKey: LINKED }),
        currentWallet: `0x${'b'.repeat(40)}`,
      },
      'wrong-wallet',
    ],
    [
      'the linked wallet, in any letter case',
      {
        access_token: token,
        userData: JSON.stringify({ publicKey: LINKED.toUpperCase().replace('0X', '0x') }),
        currentWallet: LINKED,
      },
      'ok',
    ],
  ])('%s → %s', async (_name, stored, expected) => {
    expect(await checkWith(stored as Record<string, string>)).toBe(expected);
  });
});

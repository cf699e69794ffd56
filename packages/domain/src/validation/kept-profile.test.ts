import { describe, expect, it } from 'vitest';
import { profileShape } from '../api-shapes/user.ts';
import { isKeptProfile } from './kept-profile.ts';

const alice = {
  id: 7,
  username: 'alice',
  fullname: 'Alice',
  avatar: null,
  publicKey: '0x00000000000000000000000000000000000000a1',
  isPro: false,
  proType: 1,
  is_admin_market: false,
  is_whitelist_market: true,
  properties: { twitter: 'alice' },
};

const cases: [string, unknown][] = [
  ['a whole profile', alice],
  ['a profile with a key the shape does not name', { ...alice, email: 'a@example.com' }],
  ['no wallet and an avatar', { ...alice, publicKey: null, avatar: '/a.png' }],
  ['a missing field', { ...alice, is_whitelist_market: undefined }],
  ['a fractional id', { ...alice, id: 7.5 }],
  ['an id as text', { ...alice, id: '7' }],
  ['proType 0', { ...alice, proType: 0 }],
  ['proType 5', { ...alice, proType: 5 }],
  ['properties null', { ...alice, properties: null }],
  ['properties a list', { ...alice, properties: [] }],
  ['a username null', { ...alice, username: null }],
  ['null', null],
  ['a string', 'alice'],
  ['the session user of an older release', { id: 7, username: 'alice', publicKey: null }],
];

describe('isKeptProfile', () => {
  it.each(cases)('agrees with profileShape on %s', (_name, value) => {
    expect(isKeptProfile(value)).toBe(profileShape.safeParse(value).success);
  });

  it('accepts a whole profile and refuses a partial one', () => {
    expect(isKeptProfile(alice)).toBe(true);
    expect(isKeptProfile({ ...alice, fullname: undefined })).toBe(false);
  });
});

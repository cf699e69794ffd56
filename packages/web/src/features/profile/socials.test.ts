import { describe, expect, it } from 'vitest';
import { followCounts, socialsOf } from './socials.ts';

describe('profile socials', () => {
  it('keeps http(s) links with their verified flags, in the spec order', () => {
    expect(
      socialsOf({
        facebook: 'https://facebook.com/a',
        discord: 'https://discord.com/users/a',
        verify_discord: true,
        telegram: 'javascript:alert(1)',
        twitter: 'https://twitter.com/a',
        verify_twitter: false,
      }),
    ).toEqual([
      { name: 'discord', url: 'https://discord.com/users/a', verified: true },
      { name: 'twitter', url: 'https://twitter.com/a', verified: false },
      { name: 'facebook', url: 'https://facebook.com/a', verified: undefined },
    ]);
  });

  it('reads follow counts from JSON text or an object, else zero', () => {
    expect(followCounts({ details: '{"followers_count":40,"following_count":12}' })).toEqual({
      followers: 40,
      following: 12,
    });
    expect(followCounts({ details: { followers_count: 3 } })).toEqual({ followers: 3, following: 0 });
    expect(followCounts({ details: 'not json' })).toEqual({ followers: 0, following: 0 });
    expect(followCounts({})).toEqual({ followers: 0, following: 0 });
  });
});

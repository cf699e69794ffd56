import { describe, expect, it } from 'vitest';
import { mysteryCardBody, mysteryCardOf, socialsVerified } from './recommend.ts';

describe('mystery card rules', () => {
  it('needs telegram, discord and twitter verified (true booleans); facebook does not count', () => {
    const all = { verify_telegram: true, verify_discord: true, verify_twitter: true };
    expect(socialsVerified(all)).toBe(true);
    expect(socialsVerified({ ...all, verify_twitter: false })).toBe(false);
    expect(socialsVerified({ ...all, verify_discord: 'true' })).toBe(false);
    expect(socialsVerified({ verify_telegram: true })).toBe(false);
  });

  it('is claimed once properties.image_mystery holds a url', () => {
    expect(mysteryCardOf({})).toBeNull();
    expect(mysteryCardOf({ image_mystery: '' })).toBeNull();
    expect(mysteryCardOf({ image_mystery: '/api/media/a.png' })).toBe('/api/media/a.png');
  });

  it('takes the card as a PNG data URL only', () => {
    expect(mysteryCardBody.safeParse({ image: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
    expect(mysteryCardBody.safeParse({ image: 'data:image/jpeg;base64,AAAA' }).success).toBe(false);
    expect(mysteryCardBody.safeParse({ image: 'https://x/a.png' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { findNumber } from './proofOfWork.ts';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('the captcha proof of work', () => {
  it('finds the number whose hash with the salt is the challenge', async () => {
    const salt = 'abc123?expires=1700000000';
    const challenge = await sha256(`${salt}437`);
    await expect(findNumber({ algorithm: 'SHA-256', challenge, salt, max: 1000 })).resolves.toBe(437);
  });

  it('gives up past the maximum', async () => {
    const challenge = await sha256('salt5000');
    await expect(findNumber({ algorithm: 'SHA-256', challenge, salt: 'salt', max: 100 })).resolves.toBeNull();
  });
});

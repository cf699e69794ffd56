import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jpegWithExif, pngWithMetadata } from '@vrmarket/testkit/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { media, users } from '../../db/schema/index.ts';

const VERIFIED = { verify_telegram: true, verify_discord: true, verify_twitter: true };

describe('POST /api/v1/nft/upload-mystery-card', () => {
  let test: TestApp;
  let dataDir: string;
  const token: Record<string, string> = {};
  let card: string;

  const claim = (who: string | undefined, image = card) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/nft/upload-mystery-card',
      payload: { image },
      headers: who ? { authorization: `Bearer ${token[who]}` } : {},
    });
  const propertiesOf = async (username: string) => {
    const [row] = await test.components.db.select().from(users).where(eq(users.username, username));
    return row!.properties;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-mystery-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const make = createFactory(test.components.db);
    for (const [name, n] of [
      ['ann', 1],
      ['bob', 2],
      ['cat', 3],
      ['dan', 4],
    ] as const) {
      const user = await make.user(name, n);
      token[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
    }
    const set = (username: string, properties: Record<string, unknown>) =>
      test.components.db.update(users).set({ properties }).where(eq(users.username, username));
    await set('ann', { ...VERIFIED, telegram: 'https://t.me/ann' });
    await set('bob', { ...VERIFIED, verify_twitter: false });
    await set('cat', VERIFIED);
    await set('dan', VERIFIED);
    card = `data:image/png;base64,${(await pngWithMetadata(120, 168)).toString('base64')}`;
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a visitor', async () => {
    expect((await claim(undefined)).statusCode).toBe(401);
  });

  it('refuses a user whose three socials are not all verified', async () => {
    const refused = await claim('bob');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please verify all your social accounts before continuing!');
    expect((await propertiesOf('bob')).image_mystery).toBeUndefined();
  });

  it('refuses anything but a PNG', async () => {
    const jpeg = `data:image/png;base64,${(await jpegWithExif()).toString('base64')}`;
    expect((await claim('cat', jpeg)).statusCode).toBe(415);
    expect((await claim('cat', 'https://example.com/card.png')).statusCode).toBe(400);
    expect((await propertiesOf('cat')).image_mystery).toBeUndefined();
  });

  it('stores the card once, keeps the other properties, and refuses a second claim', async () => {
    const first = await claim('ann');
    expect(first.statusCode).toBe(201);
    const url = first.json().imageMystery as string;
    const served = await test.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    expect(await propertiesOf('ann')).toEqual({
      ...VERIFIED,
      telegram: 'https://t.me/ann',
      image_mystery: url,
    });

    const again = await claim('ann');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have claimed your mystery card before.');
    expect((await propertiesOf('ann')).image_mystery).toBe(url);
    // The profile answers the claimed card.
    const profile = await test.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${token.ann}` },
    });
    expect(profile.json().properties.image_mystery).toBe(url);
  });

  it('stores one card when two claims arrive at once', async () => {
    const answers = await Promise.all([claim('cat'), claim('cat')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  itOnce('a mystery card is claimed once, and the stored card stays', async () => {
    // A card of its own bytes: each request stores the same object (content-addressed).
    const own = `data:image/png;base64,${(await pngWithMetadata(121, 170)).toString('base64')}`;
    const { answers, statuses } = await fireAtOnce(() => claim('dan', own));
    expect(statuses).toEqual({ 201: 1, 409: PARALLEL_REQUESTS - 1 });
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().code).toBe('MYSTERY_CARD_CLAIMED');
    const url = answers.find((answer) => answer.statusCode === 201)!.json().imageMystery as string;
    expect((await propertiesOf('dan')).image_mystery).toBe(url);
    // The refused claims took nothing away from the card that was stored.
    const key = url.slice(url.lastIndexOf('/') + 1);
    expect(await test.components.db.select().from(media).where(eq(media.path, key))).toHaveLength(1);
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

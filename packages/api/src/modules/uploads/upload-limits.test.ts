import { PassThrough } from 'node:stream';
import { mp4 } from '@vrmarket/testkit/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { multipart } from '../../../test/media-fixtures.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { media, uploadSlots, uploadUsage } from '../../db/schema/index.ts';

const PER_USER = 2;
const video = mp4();
/** Room for three uploads of the video and half of a fourth. */
const DAILY_BYTES = Math.floor(video.length * 3.5);

describe('what one user may upload', () => {
  let test: TestApp;
  /** The same database, with room for every request at once: for the quota alone. */
  let roomy: TestApp;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };

  const upload = (
    user: { token: string },
    payload: Buffer | PassThrough,
    headers: Record<string, string>,
    app = test.app,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload,
      headers: { ...headers, authorization: `Bearer ${user.token}` },
    });
  const sendVideo = (user: { token: string }, app = test.app) => {
    const body = multipart([{ field: 'file', name: 'clip.mp4', content: video }]);
    return upload(user, body.payload, body.headers, app);
  };

  beforeAll(async () => {
    test = await createTestApp({
      UPLOADS_PER_USER: String(PER_USER),
      UPLOAD_DAILY_BYTES: String(DAILY_BYTES),
    });
    roomy = await createTestApp(
      { UPLOADS_PER_USER: String(PARALLEL_REQUESTS), UPLOAD_DAILY_BYTES: String(DAILY_BYTES) },
      test.testDatabase,
    );
    const factory = createFactory(test.components.db);
    const signIn = async (name: string, n: number) => {
      const user = await factory.user(name, n);
      return {
        id: user.id,
        token: (await test.components.tokens.issue({ id: user.id, username: name })).accessToken,
      };
    };
    alice = await signIn('alice', 1);
    bob = await signIn('bob', 2);
  });
  afterAll(async () => {
    await roomy.close();
    await test.close();
  });

  itOnce(`holds at most ${PER_USER} uploads of one user in progress`, async () => {
    const body = multipart([{ field: 'file', name: 'clip.mp4', content: video }]);
    // Every upload sends all but the end of its file, then waits: it is in progress until released.
    const streams: PassThrough[] = [];
    let answered = 0;
    let releaseAll!: () => void;
    const allRefused = new Promise<void>((resolve) => {
      releaseAll = resolve;
      // Without a limit nothing is refused: let the uploads end anyway, for the statuses to tell.
      setTimeout(resolve, 15_000);
    });
    const finishing = allRefused.then(() => {
      for (const stream of streams) stream.end(body.payload.subarray(body.payload.length - 64));
    });
    const { answers, statuses } = await fireAtOnce(async () => {
      const stream = new PassThrough();
      streams.push(stream);
      stream.write(body.payload.subarray(0, body.payload.length - 64));
      const answer = await upload(alice, stream, body.headers);
      if (++answered === PARALLEL_REQUESTS - PER_USER) releaseAll();
      return answer;
    });
    await finishing;
    expect(statuses).toEqual({ 200: PER_USER, 429: PARALLEL_REQUESTS - PER_USER });
    for (const refused of answers.filter((answer) => answer.statusCode === 429))
      expect(refused.json()).toMatchObject({ code: 'UPLOADS_IN_PROGRESS' });
    // Every place is free again, and another upload goes through.
    expect(await test.components.db.select().from(uploadSlots)).toEqual([]);
    expect((await sendVideo(bob)).statusCode).toBe(200);
  });

  itOnce('counts the bytes of the day within the quota', async () => {
    const { answers, statuses } = await fireAtOnce(() => sendVideo(alice, roomy.app));
    // alice's two uploads of the test above are counted already: one more fits.
    expect(statuses).toEqual({ 200: 1, 429: PARALLEL_REQUESTS - 1 });
    for (const refused of answers.filter((answer) => answer.statusCode === 429))
      expect(refused.json()).toMatchObject({ code: 'UPLOAD_QUOTA_REACHED' });
    const [usage] = await test.components.db
      .select()
      .from(uploadUsage)
      .where(eq(uploadUsage.userId, alice.id));
    expect(usage?.bytes).toBe(3 * video.length);
    expect(usage?.day).toBe(new Date().toISOString().slice(0, 10));
    // Refused before receiving anything; bob's own quota is untouched.
    expect((await sendVideo(alice)).json()).toMatchObject({ statusCode: 429, code: 'UPLOAD_QUOTA_REACHED' });
    expect((await sendVideo(bob)).statusCode).toBe(200);
    expect(await test.components.db.select().from(media)).toHaveLength(1);
  });
});

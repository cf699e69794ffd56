import { Readable } from 'node:stream';
import { type MysteryCardAnswer, mysteryCardOf, socialsVerified } from '@vrmarket/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { UploadService } from '../uploads/service.ts';

export type MysteryCardService = ReturnType<typeof createMysteryCardService>;

/**
 * The mystery card (R-CLAIM-4): once per account, after telegram, discord and twitter
 * are verified. The captured PNG goes through the upload pipeline; its url becomes
 * properties.image_mystery in one conditional update, so two claims at once store one card.
 */
export function createMysteryCardService({ db, uploads }: { db: Db; uploads: UploadService }) {
  async function propertiesOf(userId: number) {
    const [user] = await db.select({ properties: users.properties }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    return user.properties;
  }

  return {
    async claim(userId: number, dataUrl: string): Promise<MysteryCardAnswer> {
      const properties = await propertiesOf(userId);
      if (mysteryCardOf(properties)) throw new HttpError(409, 'MYSTERY_CARD_CLAIMED');
      if (!socialsVerified(properties)) throw new HttpError(403, 'NOT_VERIFYED_SOCIAL');
      const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const newlyStored: string[] = [];
      let stored: Awaited<ReturnType<UploadService['upload']>> | undefined;
      try {
        stored = await uploads.upload(Readable.from([png]), newlyStored);
        if (stored.mediaType !== 'image/png') throw new HttpError(415, 'IMAGE_FORMAT_NOT_SUPPORTED');
        const updated = await db
          .update(users)
          .set({
            properties: sql`${users.properties} || jsonb_build_object('image_mystery', ${stored.url}::text)`,
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, userId), sql`coalesce(${users.properties}->>'image_mystery', '') = ''`))
          .returning({ id: users.id });
        if (updated.length === 0) throw new HttpError(409, 'MYSTERY_CARD_CLAIMED');
        return { imageMystery: stored.url };
      } catch (error) {
        // Objects are stored by their content: a parallel claim of the same card may have stored
        // these very objects too, and won. Its card stays (the update found it committed).
        const card = await propertiesOf(userId).then(mysteryCardOf, () => null);
        const kept = stored !== undefined && card === stored.url;
        if (!kept) await uploads.discard(newlyStored);
        throw error;
      }
    },
  };
}

import { z } from 'zod';
import { paged } from './page.ts';

/**
 * How many recommend-design requests one account may send in all (R-API-9, R-VALID-9: available /
 * total; the total is not shown, ADR 0044).
 */
export const RECOMMEND_DESIGN_TOTAL = 3;

/** `GET /api/v1/recommend-design/availability`: the caller's remaining and total submissions. */
export const recommendAvailability = z
  .object({
    available: z.number().int().min(0),
    total: z.number().int().min(0),
  })
  .meta({ id: 'RecommendAvailability' });
export type RecommendAvailability = z.output<typeof recommendAvailability>;

/** `POST /api/v1/recommend-design` answers the new request's id and what is left. */
export const recommendSendAnswer = recommendAvailability
  .extend({ id: z.string() })
  .meta({ id: 'RecommendSendAnswer' });
export type RecommendSendAnswer = z.output<typeof recommendSendAnswer>;

export const recommendAttachment = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int().min(0),
});
export type RecommendAttachment = z.output<typeof recommendAttachment>;

/** A received request as the admins' list shows it (R-DATA-17). */
export const recommendRequest = z
  .object({
    id: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    category: z.string(),
    description: z.string(),
    attachments: z.array(recommendAttachment),
    username: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'RecommendRequest' });
export type RecommendRequest = z.output<typeof recommendRequest>;

export const recommendRequestPage = paged(recommendRequest).meta({ id: 'RecommendRequestPage' });
export type RecommendRequestPage = z.output<typeof recommendRequestPage>;

/** `POST /api/v1/nft/upload-mystery-card`: the captured card as a PNG data URL (R-API-18). */
export const mysteryCardBody = z
  .object({
    image: z.string().regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/),
    hash: z.string().max(200).optional(),
  })
  .meta({ id: 'MysteryCardBody' });
export type MysteryCardInput = z.input<typeof mysteryCardBody>;

export const mysteryCardAnswer = z.object({ imageMystery: z.string() }).meta({ id: 'MysteryCardAnswer' });
export type MysteryCardAnswer = z.output<typeof mysteryCardAnswer>;

/** The three socials a mystery-card claim needs verified (R-CLAIM-4). */
export const MYSTERY_CARD_SOCIALS = ['telegram', 'discord', 'twitter'] as const;

/** Whether a profile's properties have all three socials verified (the flags are true booleans). */
export const socialsVerified = (properties: Record<string, unknown>): boolean =>
  MYSTERY_CARD_SOCIALS.every((name) => properties[`verify_${name}`] === true);

/** The claimed card's url, or null while unclaimed. */
export const mysteryCardOf = (properties: Record<string, unknown>): string | null => {
  const image = properties.image_mystery;
  return typeof image === 'string' && image !== '' ? image : null;
};

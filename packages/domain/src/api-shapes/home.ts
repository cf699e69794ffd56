import { z } from 'zod';
import { DEFAULT_HOME_NAME, TEXT_LIMITS } from '../constants.ts';
import { addProblem } from '../validation/issue.ts';

/** A home colour as the picker gives it, `#rrggbb`; stored and compared lowercase. */
export const homeColor = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (!/^#[0-9a-f]{6}$/i.test(text)) addProblem(ctx, { key: 'EMPTY_COLOR' });
  })
  .transform((text) => text.toLowerCase());

/** `POST /api/v1/home-color` and `PUT /api/v1/home-color/active`. */
export const homeColorBody = z.object({ color: homeColor }).meta({ id: 'HomeColorBody' });
export type HomeColorInput = z.input<typeof homeColorBody>;

export const homeColorAnswer = z
  .object({ color: z.string(), available: z.boolean() })
  .meta({ id: 'HomeColorAnswer' });
export type HomeColorAnswer = z.output<typeof homeColorAnswer>;

/** `POST /api/v1/claim-home`: the free home's colour and title (DefaultHome when left empty). */
export const claimHomeBody = z
  .object({
    color: homeColor,
    title: z
      .string()
      .trim()
      .default('')
      .superRefine((text, ctx) => {
        if (text.length > TEXT_LIMITS.title) addProblem(ctx, { key: 'INVALID_TITLE' });
      })
      .transform((text) => text || DEFAULT_HOME_NAME),
  })
  .meta({ id: 'ClaimHomeBody' });
export type ClaimHomeInput = z.input<typeof claimHomeBody>;

/** `GET /api/v1/claim-home/is-claimed`: what the claim screen needs before it offers the claim. */
export const homeClaimState = z
  .object({
    isClaimed: z.boolean(),
    /** Whether the user's wallet owns an NFT of the vrLands category (HAVE_NO_LAND otherwise). */
    hasLand: z.boolean(),
    /** The vrHomes model the free home is made of; null when the catalogue has none. */
    modelUrl: z.string().nullable(),
    /** The model's picture, shown on the creation-success page. */
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'HomeClaimState' });
export type HomeClaimState = z.output<typeof homeClaimState>;

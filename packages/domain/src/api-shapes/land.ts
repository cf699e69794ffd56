import { z } from 'zod';
import { idParam, searchParam } from './query-params.ts';

/** The vrLand catalogue (R-DATA-11) and its calls: countries, cities, projects, the vrLand list (R-API-14). */
export const landCountryShape = z.object({ id: z.number(), name: z.string(), code: z.string() });
export const landCityShape = z.object({ id: z.number(), countryId: z.number(), name: z.string() });
export const landProjectShape = z.object({
  id: z.number(),
  cityId: z.number(),
  name: z.string(),
  landPlanningId: z.number(),
});

export const landShape = z
  .object({
    id: z.number(),
    landPlanningId: z.number(),
    landName: z.string(),
    landTitle: z.string(),
    landArea: z.number(),
    /** Decimal text in `currency`; read-only on the form (the catalogue sets it). */
    totalPrice: z.string(),
    currency: z.string(),
    landFeatureType: z.string(),
    address: z.string(),
    email: z.string(),
    landLocationCenter: z.object({ lat: z.number(), lng: z.number() }),
    recommendToBuyId: z.number().nullable(),
    countryName: z.string(),
    cityName: z.string(),
    projectName: z.string(),
    /** The NFT made of this land, once created (a land is created once). */
    nftId: z.string().nullable(),
    /** The land-planning map page of this land (framed by the create form). */
    mapUrl: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Land' });
export type Land = z.infer<typeof landShape>;
export type LandCountry = z.infer<typeof landCountryShape>;
export type LandCity = z.infer<typeof landCityShape>;
export type LandProject = z.infer<typeof landProjectShape>;

export const landCountriesAnswer = z.object({ data: z.array(landCountryShape) });
export const landCitiesAnswer = z.object({ data: z.array(landCityShape) });
export const landProjectsAnswer = z.object({ data: z.array(landProjectShape) });
export const landsAnswer = z.object({ data: z.array(landShape) });

export const landCitiesQuery = z.object({ country_id: idParam });
export const landProjectsQuery = z.object({ city_id: idParam });

export const LAND_SORT_COLUMNS = ['land_area', 'total_price', 'updated_at'] as const;
export type LandSortColumn = (typeof LAND_SORT_COLUMNS)[number];
export const LAND_LIST_LIMIT = 500;

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** The vrLand list query; default sort updated_at DESC. */
export const landsQuery = z.object({
  land_name: searchParam,
  address: searchParam,
  country_id: idParam,
  city_id: idParam,
  project_id: idParam,
  sort_column: z.enum(LAND_SORT_COLUMNS).default('updated_at'),
  sort_direction: z.preprocess(upper, z.enum(['ASC', 'DESC']).default('DESC')),
  type: z.literal('recommend_to_buy').optional(),
});
export type LandsQuery = z.input<typeof landsQuery>;
export type LandsQueryParsed = z.output<typeof landsQuery>;

/** The recommend-to-buy notification (R-API-14): who to tell about a recommended land, and where. */
export const recommendToBuyBody = z.object({
  url_market: z.url().max(2000),
  emails: z.array(z.email().max(254)).min(1).max(20),
  location: z.string().trim().min(1).max(500),
  recommend_to_buy_id: z.number().int().positive(),
});
export type RecommendToBuyBody = z.input<typeof recommendToBuyBody>;
export const recommendToBuyAnswer = z.object({ id: z.string(), notified: z.boolean() });
export type RecommendToBuyAnswer = z.output<typeof recommendToBuyAnswer>;

import type { Land, LandsQueryParsed, RecommendToBuyBody } from '@vrmarket/domain';
import { LAND_LIST_LIMIT } from '@vrmarket/domain';
import { and, asc, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  landCities,
  landCountries,
  landProjects,
  landRecommendRequests,
  lands,
  nfts,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { landMapUrl } from '../nft-detail/land.ts';

export type LandService = ReturnType<typeof createLandService>;

/** `%text%` for ILIKE with the user's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const sortColumns = {
  land_area: lands.landArea,
  total_price: lands.totalPrice,
  updated_at: lands.updatedAt,
} as const;

/** The NFT holding a land: the one made of it that is not rejected (`nfts_land_held_key`). */
const holder = alias(nfts, 'holder');

const landColumns = {
  land: lands,
  countryName: landCountries.name,
  cityName: landCities.name,
  projectName: landProjects.name,
  nftId: holder.id,
};

type LandRow = {
  land: typeof lands.$inferSelect;
  countryName: string;
  cityName: string;
  projectName: string;
  nftId: number | null;
};

const toLand = ({ land, countryName, cityName, projectName, nftId }: LandRow, mapHost?: string): Land => ({
  id: land.id,
  landPlanningId: land.landPlanningId,
  landName: land.landName,
  landTitle: land.landTitle,
  landArea: land.landArea,
  totalPrice: land.totalPrice,
  currency: land.currency,
  landFeatureType: land.landFeatureType,
  address: land.address,
  email: land.email,
  landLocationCenter: { lat: land.centerLat, lng: land.centerLng },
  recommendToBuyId: land.recommendToBuyId,
  countryName,
  cityName,
  projectName,
  nftId: nftId === null ? null : String(nftId),
  mapUrl: landMapUrl(mapHost, String(land.id)) ?? '',
  updatedAt: land.updatedAt.toISOString(),
});

/** The vrLand registry: countries → cities → projects → lands, and the recommend-to-buy requests. */
export function createLandService({ db, mapHost }: { db: Db; mapHost?: string | undefined }) {
  function landsWithPlace() {
    return db
      .select(landColumns)
      .from(lands)
      .innerJoin(landProjects, eq(landProjects.id, lands.projectId))
      .innerJoin(landCities, eq(landCities.id, landProjects.cityId))
      .innerJoin(landCountries, eq(landCountries.id, landCities.countryId))
      .leftJoin(holder, and(eq(holder.landId, lands.id), isNull(holder.rejectionReason)));
  }

  async function findLand(id: number): Promise<Land | null> {
    const [row] = await landsWithPlace().where(eq(lands.id, id));
    return row ? toLand(row, mapHost) : null;
  }

  return {
    findLand,

    countries: () => db.select().from(landCountries).orderBy(asc(landCountries.name)),

    cities: (countryId: number | undefined) =>
      db
        .select()
        .from(landCities)
        .where(countryId === undefined ? undefined : eq(landCities.countryId, countryId))
        .orderBy(asc(landCities.name)),

    projects: (cityId: number | undefined) =>
      db
        .select()
        .from(landProjects)
        .where(cityId === undefined ? undefined : eq(landProjects.cityId, cityId))
        .orderBy(asc(landProjects.name)),

    async list(query: LandsQueryParsed): Promise<Land[]> {
      const filters: Array<SQL | undefined> = [
        query.land_name ? ilike(lands.landName, containing(query.land_name)) : undefined,
        query.address ? ilike(lands.address, containing(query.address)) : undefined,
        query.country_id === undefined ? undefined : eq(landCities.countryId, query.country_id),
        query.city_id === undefined ? undefined : eq(landProjects.cityId, query.city_id),
        query.project_id === undefined ? undefined : eq(lands.projectId, query.project_id),
        query.type === 'recommend_to_buy' ? isNotNull(lands.recommendToBuyId) : undefined,
      ];
      const order = query.sort_direction === 'ASC' ? asc : desc;
      const rows = await landsWithPlace()
        .where(and(...filters))
        .orderBy(order(sortColumns[query.sort_column]), asc(lands.id))
        .limit(LAND_LIST_LIMIT);
      return rows.map((row) => toLand(row, mapHost));
    },

    /** Stores the request (ADR 0047): only for a land on the recommend-to-buy list. */
    async recommendToBuy(userId: number, body: RecommendToBuyBody) {
      const [land] = await db
        .select({ id: lands.id })
        .from(lands)
        .where(eq(lands.recommendToBuyId, body.recommend_to_buy_id));
      if (!land) throw new HttpError(404, 'NOT_FOUND');
      const [stored] = await db
        .insert(landRecommendRequests)
        .values({
          landId: land.id,
          recommendToBuyId: body.recommend_to_buy_id,
          userId,
          urlMarket: body.url_market,
          emails: body.emails,
          location: body.location.trim(),
        })
        .returning({ id: landRecommendRequests.id, notified: landRecommendRequests.notified });
      if (!stored) throw new Error('insert returned no row');
      return { id: String(stored.id), notified: stored.notified };
    },
  };
}

/** Writes the vrLand registry (lands.ts) into the api's tables: countries → cities → projects → lands. */
import { type Db, landCities, landCountries, landProjects, lands } from '@vrmarket/api';
import {
  landCities as cities,
  landCountries as countries,
  demoLands,
  freeLands,
  landProjects as projects,
} from './lands.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MINUTE = 60_000;

/**
 * The registry alone: a demo NFT made of a land holds it by its own `land_id` (demo/index.ts), the
 * others wait on the vrLand form.
 */
export async function seedLandCatalogue(db: Db | Tx, now = Date.now()) {
  await db.insert(landCountries).values([...countries]);
  await db.insert(landCities).values(cities.map(({ id, countryId, name }) => ({ id, countryId, name })));
  await db
    .insert(landProjects)
    .values(projects.map(({ id, cityId, name, landPlanningId }) => ({ id, cityId, name, landPlanningId })));
  await db.insert(lands).values(
    [...demoLands, ...freeLands].map((land, index) => ({
      id: land.id,
      projectId: land.projectId,
      landPlanningId: land.landPlanningId,
      landName: land.landName,
      landTitle: land.landTitle,
      landArea: land.landArea,
      totalPrice: String(land.totalPrice),
      currency: land.currency,
      landFeatureType: land.landFeatureType,
      address: land.address,
      email: land.email,
      centerLat: land.landLocationCenter.lat,
      centerLng: land.landLocationCenter.lng,
      recommendToBuyId: land.recommendToBuy ? land.id : null,
      // Spread over the last day, so that the default updated_at sort shows an order.
      updatedAt: new Date(now - ((index * 37) % 1440) * MINUTE),
    })),
  );
  return demoLands.length + freeLands.length;
}

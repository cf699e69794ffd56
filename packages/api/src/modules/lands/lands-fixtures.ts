import type { Db } from '../../db/database.ts';
import { landCities, landCountries, landProjects, lands } from '../../db/schema/index.ts';

/** A small registry for the tests: two countries, three cities, three projects, five lands. */
export async function insertLandFixtures(db: Db) {
  await db.insert(landCountries).values([
    { id: 1, name: 'Vietnam', code: 'VN' },
    { id: 2, name: 'Japan', code: 'JP' },
  ]);
  await db.insert(landCities).values([
    { id: 11, countryId: 1, name: 'Da Nang' },
    { id: 12, countryId: 1, name: 'Da Lat' },
    { id: 21, countryId: 2, name: 'Kyoto' },
  ]);
  await db.insert(landProjects).values([
    { id: 101, cityId: 11, name: 'Han River Bay', landPlanningId: 9001 },
    { id: 102, cityId: 12, name: 'Highland Village', landPlanningId: 9002 },
    { id: 201, cityId: 21, name: 'Garden District', landPlanningId: 9003 },
  ]);
  const base = Date.parse('2026-01-01T00:00:00Z');
  const land = (
    id: number,
    projectId: number,
    name: string,
    area: number,
    price: string,
    address: string,
    hour: number,
    recommend = false,
  ) => ({
    id,
    projectId,
    landPlanningId: 9000 + Math.floor(projectId / 100),
    landName: name,
    landTitle: `${name} title`,
    landArea: area,
    totalPrice: price,
    currency: 'USDT',
    landFeatureType: 'Residential',
    address,
    email: 'lands@vrmarket.test',
    centerLat: 16,
    centerLng: 108,
    recommendToBuyId: recommend ? id + 5000 : null,
    updatedAt: new Date(base + hour * 3_600_000),
  });
  await db
    .insert(lands)
    .values([
      land(1, 101, 'Han Plot 001', 120.5, '900', '12 Coral Walk, Son Tra, Da Nang', 3),
      land(2, 101, 'Han Plot 002', 2400, '15000', '7 Lantern Street, Hai Chau, Da Nang', 1, true),
      land(3, 102, 'Dalat Plot 001', 800, '4000', '3 Misty Pass, Pine Hill, Da Lat', 5),
      land(4, 201, 'Kyoto Plot 001', 300, '99000', '1 Maple Path, Higashiyama, Kyoto', 2),
      land(5, 201, 'Kyoto 100%_Plot', 50, '50', '9 Bamboo Row, Arashiyama, Kyoto', 4),
    ]);
}

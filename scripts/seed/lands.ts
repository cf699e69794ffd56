/** Demo land registry: real countries and cities, invented projects, parcels and addresses. */
import { createRandom } from './random.ts';

export interface LandCountrySeed {
  id: number;
  name: string;
  code: string;
}
export interface LandCitySeed {
  id: number;
  countryId: number;
  name: string;
  center: { lat: number; lng: number };
}
export interface LandProjectSeed {
  id: number;
  cityId: number;
  name: string;
  /** The land-planning map id (map-land-planning/{id}/show-map). */
  landPlanningId: number;
  districts: readonly string[];
  streets: readonly string[];
}
export interface LandSeed {
  id: number;
  projectId: number;
  landPlanningId: number;
  landName: string;
  landTitle: string;
  /** Square metres, 1 decimal. */
  landArea: number;
  totalPrice: number;
  currency: 'USDT';
  /** One of the vrLands sub-category names. */
  landFeatureType: string;
  address: string;
  email: string;
  landLocationCenter: { lat: number; lng: number };
  /** Offered on the 'recommend to buy' list. */
  recommendToBuy: boolean;
}

export const landCountries: readonly LandCountrySeed[] = [
  { id: 1, name: 'Vietnam', code: 'VN' },
  { id: 2, name: 'Japan', code: 'JP' },
  { id: 3, name: 'Singapore', code: 'SG' },
  { id: 4, name: 'Thailand', code: 'TH' },
];

export const landCities: readonly LandCitySeed[] = [
  { id: 11, countryId: 1, name: 'Ho Chi Minh City', center: { lat: 10.7769, lng: 106.7009 } },
  { id: 12, countryId: 1, name: 'Da Nang', center: { lat: 16.0544, lng: 108.2022 } },
  { id: 13, countryId: 1, name: 'Da Lat', center: { lat: 11.9404, lng: 108.4583 } },
  { id: 21, countryId: 2, name: 'Osaka', center: { lat: 34.6937, lng: 135.5023 } },
  { id: 22, countryId: 2, name: 'Kyoto', center: { lat: 35.0116, lng: 135.7681 } },
  { id: 31, countryId: 3, name: 'Singapore', center: { lat: 1.2903, lng: 103.8519 } },
  { id: 41, countryId: 4, name: 'Bangkok', center: { lat: 13.7563, lng: 100.5018 } },
  { id: 42, countryId: 4, name: 'Chiang Mai', center: { lat: 18.7883, lng: 98.9853 } },
];

export const landProjects: readonly LandProjectSeed[] = [
  {
    id: 101,
    cityId: 11,
    name: 'Saigon Riverside Twin',
    landPlanningId: 9001,
    districts: ['Thu Thiem', 'Binh Thanh'],
    streets: ['Lotus Quay', 'Riverlight Avenue', 'Ferry Lane'],
  },
  {
    id: 102,
    cityId: 12,
    name: 'Han River Bay',
    landPlanningId: 9002,
    districts: ['Son Tra', 'Hai Chau'],
    streets: ['Dragon Bridge Road', 'Coral Walk', 'Lantern Street'],
  },
  {
    id: 103,
    cityId: 13,
    name: 'Dalat Highland Village',
    landPlanningId: 9003,
    districts: ['Pine Hill', 'Flower Valley'],
    streets: ['Misty Pass', 'Strawberry Lane', 'Pine Ridge'],
  },
  {
    id: 201,
    cityId: 21,
    name: 'Osaka Harbor Digital',
    landPlanningId: 9004,
    districts: ['Tempozan', 'Nanko'],
    streets: ['Harbor Loop', 'Sakura Wharf', 'Neon Pier'],
  },
  {
    id: 202,
    cityId: 22,
    name: 'Kyoto Garden District',
    landPlanningId: 9005,
    districts: ['Higashiyama', 'Arashiyama'],
    streets: ['Maple Path', 'Bamboo Row', 'Temple Steps'],
  },
  {
    id: 301,
    cityId: 31,
    name: 'Marina Skyline Lots',
    landPlanningId: 9006,
    districts: ['Marina South', 'Tanjong Pagar'],
    streets: ['Orchid Boulevard', 'Skybridge Way', 'Bayfront Link'],
  },
  {
    id: 401,
    cityId: 41,
    name: 'Bangkok Canal City',
    landPlanningId: 9007,
    districts: ['Thonburi', 'Riverside'],
    streets: ['Klong Walk', 'Golden Barge Road', 'Tuk-tuk Alley'],
  },
  {
    id: 402,
    cityId: 42,
    name: 'Chiang Mai Hills',
    landPlanningId: 9008,
    districts: ['Doi Suthep', 'Nimman'],
    streets: ['Lantern Hill', 'Elephant Trail', 'Coffee Terrace'],
  },
];

const featureTypes = ['Residential', 'Commercial', 'Industrial', 'Agricultural', 'Waterfront'];
const LANDS_PER_PROJECT = 6;

/** Plots number `first`..`last` of every project. */
function buildLands(first: number, last: number): LandSeed[] {
  const lands: LandSeed[] = [];
  for (const project of landProjects) {
    const city = landCities.find((c) => c.id === project.cityId)!;
    // The demo's plots keep their original stream; later plots get their own.
    const random = createRandom(first === 1 ? `land:${project.id}` : `land:${project.id}:${first}`);
    for (let n = first; n <= last; n++) {
      const street = random.pick(project.streets);
      const district = random.pick(project.districts);
      const landArea = Math.round(random.float(80, 2500) * 10) / 10;
      const landName = `${project.name.split(' ')[0]} Plot ${String(n).padStart(3, '0')}`;
      lands.push({
        id: project.id * 100 + n,
        projectId: project.id,
        landPlanningId: project.landPlanningId,
        landName,
        landTitle: `${landName} · ${street}`,
        landArea,
        totalPrice: Math.round(landArea * random.float(2, 12)),
        currency: 'USDT',
        landFeatureType: random.pick(featureTypes),
        address: `${random.int(1, 250)} ${street}, ${district}, ${city.name}`,
        email: `lands+${project.landPlanningId}@vrmarket.test`,
        landLocationCenter: {
          lat: Math.round((city.center.lat + random.float(-0.03, 0.03)) * 1e6) / 1e6,
          lng: Math.round((city.center.lng + random.float(-0.03, 0.03)) * 1e6) / 1e6,
        },
        recommendToBuy: n % LANDS_PER_PROJECT === 0,
      });
    }
  }
  return lands;
}

export const demoLands: readonly LandSeed[] = buildLands(1, LANDS_PER_PROJECT);

/** Registry lands no demo NFT is made of: what the vrLand form offers to create. */
export const freeLands: readonly LandSeed[] = buildLands(LANDS_PER_PROJECT + 1, 2 * LANDS_PER_PROJECT);

/** countryName, cityName and projectName of a land, as the NFT's vrLandData shows them. */
export function landPlace(land: LandSeed): { countryName: string; cityName: string; projectName: string } {
  const project = landProjects.find((p) => p.id === land.projectId)!;
  const city = landCities.find((c) => c.id === project.cityId)!;
  const country = landCountries.find((c) => c.id === city.countryId)!;
  return { countryName: country.name, cityName: city.name, projectName: project.name };
}

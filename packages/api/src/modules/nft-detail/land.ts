import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import type { VrLandData } from '../../db/schema/index.ts';
import type { LandOnMap } from './map-page.ts';

/** The land a map id names, from the NFT that carries it (the first one, if several do). */
export async function findLand(db: Db, landId: string): Promise<LandOnMap | null> {
  const [row] = await rawRows<{ land: VrLandData; title: string | null }>(
    db,
    sql`select components->'vrLandData' as land, coalesce(components->>'customTitle', title) as title
          from nfts where components->'vrLandData'->>'id' = ${landId}
          order by id limit 1`,
  );
  if (!row) return null;
  const { land } = row;
  return {
    id: landId,
    landName: row.title ?? undefined,
    countryName: land.countryName,
    cityName: land.cityName,
    projectName: land.projectName,
    address: land.address,
    landArea: typeof land.landArea === 'number' ? land.landArea : undefined,
  };
}

/** Where the web frames a land's map: the configured map host, else the api itself (same origin). */
export const landMapPath = (landId: string) => `/map-land-planning/${encodeURIComponent(landId)}/show-map`;

export function landMapUrl(mapHost: string | undefined, landId: string | undefined): string | null {
  if (!landId) return null;
  return `${mapHost ?? ''}${landMapPath(landId)}`;
}

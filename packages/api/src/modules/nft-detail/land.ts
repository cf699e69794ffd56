import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import type { VrLandData } from '../../db/schema/index.ts';
import type { LandOnMap } from './map-page.ts';

/** The NFT carrying a land id (the first one, if several do): one probe of nfts_land_id_idx (migration 0034). */
export const landNftQuery = (landId: string) =>
  sql`select components->'vrLandData' as land, coalesce(components->>'customTitle', title) as title
        from nfts where components->'vrLandData'->>'id' = ${landId}
        order by id limit 1`;

/** The land a map id names, from the NFT that carries it (the first one, if several do). */
export async function findLand(db: Db, landId: string): Promise<LandOnMap | null> {
  const [row] = await rawRows<{ land: VrLandData; title: string | null }>(db, landNftQuery(landId));
  if (!row) return /^\d{1,9}$/.test(landId) ? catalogueLand(db, landId) : null;
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

/** A land of the vrLand registry not created as an NFT yet (the create form's map preview). */
async function catalogueLand(db: Db, landId: string): Promise<LandOnMap | null> {
  const [row] = await rawRows<Omit<LandOnMap, 'id'>>(
    db,
    sql`select l.land_name as "landName", co.name as "countryName", ci.name as "cityName",
               p.name as "projectName", l.address, l.land_area as "landArea"
          from lands l join land_projects p on p.id = l.project_id
          join land_cities ci on ci.id = p.city_id join land_countries co on co.id = ci.country_id
         where l.id = ${Number(landId)}`,
  );
  return row ? { id: landId, ...row } : null;
}

/** Where the web frames a land's map: the configured map host, else the api itself (same origin). */
export const landMapPath = (landId: string) => `/map-land-planning/${encodeURIComponent(landId)}/show-map`;

export function landMapUrl(mapHost: string | undefined, landId: string | undefined): string | null {
  if (!landId) return null;
  return `${mapHost ?? ''}${landMapPath(landId)}`;
}

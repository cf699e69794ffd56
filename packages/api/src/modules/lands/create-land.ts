import { type Currency, toCurrency } from '@vrmarket/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { NftComponents } from '../../db/schema/index.ts';
import { lands } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createLandService } from './service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a vrLand NFT takes from the registry: never from the client (§5: the price is read-only). */
export interface LandForCreate {
  id: number;
  price: string;
  currency: Currency;
  /** One of the vrLands sub-category names: the NFT's sub category. */
  featureType: string;
  /** §4: a vrLand is shown on the marketplace by default unless it is a recommend-to-buy one. */
  defaultIsShow: boolean;
  components: Pick<NftComponents, 'vrLandData' | 'landId' | 'area'>;
}

/** The land `land_planning_id` names (docs/decisions.md, lands); LAND_TAKEN once it is an NFT. */
export async function landForCreate(db: Db, landPlanningId: string): Promise<LandForCreate> {
  const id = /^\d{1,9}$/.test(landPlanningId.trim()) ? Number(landPlanningId) : Number.NaN;
  const land = Number.isNaN(id) ? null : await createLandService({ db }).findLand(id);
  if (!land) throw new HttpError(404, 'LAND_NOT_FOUND');
  if (land.nftId !== null) throw new HttpError(409, 'LAND_TAKEN');
  const currency = toCurrency(land.currency);
  if (!currency) throw new Error(`land ${land.id} has an unknown currency ${land.currency}`);
  return {
    id: land.id,
    price: land.totalPrice,
    currency,
    featureType: land.landFeatureType,
    defaultIsShow: land.recommendToBuyId === null,
    components: {
      landId: String(land.id),
      area: land.landArea,
      vrLandData: {
        id: String(land.id),
        landArea: land.landArea,
        countryName: land.countryName,
        cityName: land.cityName,
        projectName: land.projectName,
        address: land.address,
      },
    },
  };
}

/** Marks the land created by this NFT, in the creating transaction: of two racing creations one wins. */
export async function takeLand(tx: Tx, landId: number, nftId: number): Promise<void> {
  const taken = await tx
    .update(lands)
    .set({ nftId, updatedAt: new Date() })
    .where(and(eq(lands.id, landId), isNull(lands.nftId)))
    .returning({ id: lands.id });
  if (taken.length === 0) throw new HttpError(409, 'LAND_TAKEN');
}

/** The creator's choices for a land: the registry's price; only an admin-market user decides isShow. */
export function landChoices(land: LandForCreate, isAdmin: boolean, isShow: boolean | undefined) {
  return {
    price: land.price,
    currency: land.currency,
    isShow: isAdmin ? (isShow ?? land.defaultIsShow) : false,
    verified: isAdmin,
  };
}

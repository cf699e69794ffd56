import { type Currency, type MessageKey, toCurrency } from '@vrmarket/domain';
import type { Db } from '../../db/database.ts';
import type { NftComponents } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createLandService } from './service.ts';

/** What a vrLand NFT takes from the registry: never from the client (R-VALID-13: the price is read-only). */
export interface LandForCreate {
  id: number;
  price: string;
  currency: Currency;
  /** One of the vrLands sub-category names: the NFT's sub category. */
  featureType: string;
  /** R-CREATE-18: a vrLand is shown on the marketplace by default unless it is a recommend-to-buy one. */
  defaultIsShow: boolean;
  components: Pick<NftComponents, 'vrLandData' | 'landId' | 'area'>;
}

/**
 * The land `land_planning_id` names (ADR 0047); LAND_TAKEN while an NFT that is
 * not rejected holds it. Only a friendlier early answer: the NFT's insert is what takes the land.
 */
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

/**
 * The answers to an NFT insert refused by a land's once-only rules (nfts.ts): the parcel is held by
 * another NFT, or the creator already has a land request waiting for review.
 */
export const LAND_CONFLICTS: Record<string, MessageKey> = {
  nfts_land_held_key: 'LAND_TAKEN',
  nfts_one_land_request_key: 'LAND_REQUEST_PENDING',
};

/** The creator's choices for a land: the registry's price; only an admin-market user decides isShow. */
export function landChoices(land: LandForCreate, isAdmin: boolean, isShow: boolean | undefined) {
  return {
    price: land.price,
    currency: land.currency,
    isShow: isAdmin ? (isShow ?? land.defaultIsShow) : false,
    verified: isAdmin,
  };
}

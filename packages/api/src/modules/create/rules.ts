import {
  arePropertyRowsValid,
  type CreateNftInputParsed,
  type Currency,
  DEFAULT_CURRENCY,
  isValidTitle,
  isValidUrl,
  type MessageKey,
  priceProblem,
  TEXT_LIMITS,
  toCurrency,
} from '@vrmarket/domain';

/** What the creator may decide: an admin-market user the price, currency and visibility; anybody else nothing. */
export type CreatorChoices = { price: string; currency: Currency; isShow: boolean; verified: boolean };

/** An optional link: empty, or a valid URL of at most 50 characters. */
const isValidLink = (value: string | undefined) =>
  isValidUrl(value) && (value ?? '').trim().length <= TEXT_LIMITS.attachedLink;

/**
 * The checks of the payload's texts in R-VALID-17's order (title, price, URL; the sub type and the
 * files need the database and come between, see service.ts), and the creator's choices. Never
 * trusts the client: a non-admin's price is '0', the NFT hidden and unverified.
 */
export function textProblem(
  payload: CreateNftInputParsed,
  isAdmin: boolean,
  /**
   * A vrLand's price and currency come from the registry (lands/create-land.ts), a vrStore's from
   * its template (stores/create-store.ts), a customised model's from its template
   * (templates/create-template.ts), not the payload.
   */
  kind: 'media' | 'land' | 'store' | 'template' = 'media',
): { code: MessageKey } | { choices: CreatorChoices } {
  const { moralisData, nftData } = payload;
  if (!isValidTitle(nftData.title)) return { code: 'INVALID_TITLE' };
  if (!isAdmin || kind !== 'media')
    return { choices: { price: '0', currency: DEFAULT_CURRENCY, isShow: false, verified: false } };
  const currency = toCurrency(moralisData.mintingCurrency ?? moralisData.currency ?? '');
  if (!currency) return { code: 'INVALID_CURRENCY' };
  const price = String(moralisData.components.price ?? '').trim();
  if (priceProblem(price, currency)) return { code: 'INVALID_PRICE' };
  return { choices: { price, currency, isShow: moralisData.isShow ?? true, verified: true } };
}

/** INVALID_URL for the attached link or the resource URL, PROPERTIES_INVALID for the rows. */
export function linkProblem(payload: CreateNftInputParsed): MessageKey | null {
  const { nftData } = payload;
  if (!isValidLink(nftData.attached_link) || !isValidLink(nftData.resource_url)) return 'INVALID_URL';
  return null;
}

export function propertiesProblem(payload: CreateNftInputParsed): MessageKey | null {
  return arePropertyRowsValid(payload.nftData.properties) ? null : 'PROPERTIES_INVALID';
}

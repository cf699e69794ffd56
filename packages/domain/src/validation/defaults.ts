import { makeTransferAddressSchema } from './address.ts';
import { makeAddToCollectionSchema, makeCollectionFormSchema } from './collection.ts';
import { makeNewsletterSchema } from './newsletter.ts';
import { makePropertyRowsSchema, makeTitleSchema } from './nft-form.ts';
import { makeRecommendFormSchema } from './recommend.ts';
import { makeRentFormSchema } from './rent.ts';
import { makeUrlSchema } from './url.ts';

/**
 * Ready-made schemas with the English texts, for the api. The web calls the `make…` factories with
 * its i18next `t` so messages follow the chosen language.
 */
export const titleSchema = makeTitleSchema();
export const propertyRowsSchema = makePropertyRowsSchema();
export const urlSchema = makeUrlSchema();
export const transferAddressSchema = makeTransferAddressSchema();
export const rentFormSchema = makeRentFormSchema();
export const collectionFormSchema = makeCollectionFormSchema();
export const addToCollectionSchema = makeAddToCollectionSchema();
export const recommendFormSchema = makeRecommendFormSchema();
export const newsletterSchema = makeNewsletterSchema();

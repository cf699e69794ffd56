import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { amount, createdAt, identityId, idRef, updatedAt } from './columns.ts';

/** The vrLand registry (R-DATA-11; countries, cities, projects: R-API-14): filled by the seed. */
export const landCountries = pgTable('land_countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
});

export const landCities = pgTable(
  'land_cities',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => landCountries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('land_cities_country_idx').on(t.countryId)],
);

export const landProjects = pgTable(
  'land_projects',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => landCities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The project's land-planning map. */
    landPlanningId: integer('land_planning_id').notNull(),
  },
  (t) => [index('land_projects_city_idx').on(t.cityId)],
);

export const lands = pgTable(
  'lands',
  {
    id: integer('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => landProjects.id, { onDelete: 'cascade' }),
    landPlanningId: integer('land_planning_id').notNull(),
    landName: text('land_name').notNull(),
    landTitle: text('land_title').notNull(),
    /** Square metres. */
    landArea: doublePrecision('land_area').notNull(),
    totalPrice: amount('total_price').notNull(),
    currency: text('currency').notNull(),
    landFeatureType: text('land_feature_type').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    centerLat: doublePrecision('center_lat').notNull(),
    centerLng: doublePrecision('center_lng').notNull(),
    /** Set when the land is on the 'recommend to buy' list. */
    recommendToBuyId: integer('recommend_to_buy_id'),
    updatedAt: updatedAt(),
  },
  (t) => [index('lands_project_idx').on(t.projectId), index('lands_updated_idx').on(t.updatedAt)],
);

/** A 'recommend to buy' notification request (R-API-14), kept for the land team to follow up. */
export const landRecommendRequests = pgTable('land_recommend_requests', {
  id: identityId(),
  landId: integer('land_id')
    .notNull()
    .references(() => lands.id, { onDelete: 'cascade' }),
  recommendToBuyId: integer('recommend_to_buy_id').notNull(),
  userId: idRef('user_id'),
  urlMarket: text('url_market').notNull(),
  emails: text('emails').array().notNull(),
  location: text('location').notNull(),
  notified: boolean('notified').notNull().default(false),
  createdAt: createdAt(),
});

-- Generated as ADD COLUMN "floor" numeric NOT NULL; split by hand so existing rows get their value first.
ALTER TABLE "collection_volume_daily" ADD COLUMN "floor" numeric;--> statement-breakpoint
-- Backfill: the lowest price paid per collection, currency and UTC day (afterwards the chain apply
-- path writes it with the day's volume, chain/collection-stats.ts).
UPDATE "collection_volume_daily" d SET "floor" = m."floor"
FROM (
  SELECT n."collection_id", s."currency", (s."created_at" AT TIME ZONE 'UTC')::date AS "day", min(s."price") AS "floor"
  FROM "sale_history" s JOIN "nfts" n ON n."id" = s."nft_id"
  WHERE n."collection_id" IS NOT NULL
  GROUP BY n."collection_id", s."currency", (s."created_at" AT TIME ZONE 'UTC')::date
) m
WHERE d."collection_id" = m."collection_id" AND d."currency" = m."currency" AND d."day" = m."day";--> statement-breakpoint
-- A bucket no sale backs any more (none is expected: the projection is rewritten with its sales).
DELETE FROM "collection_volume_daily" WHERE "floor" IS NULL;--> statement-breakpoint
ALTER TABLE "collection_volume_daily" ALTER COLUMN "floor" SET NOT NULL;

ALTER TABLE "collection_stats" ADD COLUMN "volume_totals" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Collection stats (issue 14): a collection's all-time volume was summed from every daily bucket
-- on each read, so a read grew with the collection's age. The total is now kept with the buckets.
UPDATE "collection_stats" cs SET "volume_totals" = t."totals"
FROM (
  SELECT "collection_id", jsonb_object_agg("currency", "volume"::text) AS "totals"
  FROM (
    SELECT "collection_id", "currency", sum("volume") AS "volume"
    FROM "collection_volume_daily" GROUP BY "collection_id", "currency"
  ) v GROUP BY "collection_id"
) t WHERE t."collection_id" = cs."collection_id";

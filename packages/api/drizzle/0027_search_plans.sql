ALTER TABLE "collection_stats" ADD COLUMN "items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "collection_stats_items_idx" ON "collection_stats" USING btree ("items","collection_id");--> statement-breakpoint
-- Keyword pages walk a recency index and test each entry's name until a page is found (a word in
-- many names stops early; a rare one takes the title's trigram index instead). The walk read the
-- name from the table row: at 1,000,000 NFTs 'golden lamp' (0.2 % of names) fetched 4,030 rows
-- of the 555 MB table for one page (200–430 ms when they are not cached). With the title in the
-- recency indexes the walk is index-only (1.6 ms). Rebuilt under their own names, so every plan
-- that used them still does; the price indexes are left as they are.
DROP INDEX "nfts_show_recent_idx";--> statement-breakpoint
CREATE INDEX "nfts_show_recent_idx" ON "nfts" ((coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at", "title") WHERE "is_show";--> statement-breakpoint
DROP INDEX "nfts_show_cat_recent_idx";--> statement-breakpoint
CREATE INDEX "nfts_show_cat_recent_idx" ON "nfts" ("category_id", (coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at", "title") WHERE "is_show";--> statement-breakpoint
DROP INDEX "nfts_show_selling_recent_idx";--> statement-breakpoint
CREATE INDEX "nfts_show_selling_recent_idx" ON "nfts" ((coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at", "title")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));--> statement-breakpoint
DROP INDEX "nfts_show_selling_cat_recent_idx";--> statement-breakpoint
CREATE INDEX "nfts_show_selling_cat_recent_idx" ON "nfts" ("category_id", (coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at", "title")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
-- collection_stats.items: a collection's visible items, kept by statement-level triggers on nfts
-- in the writing transaction (as nft_counts is), so collection pages, the items of a collection and
-- the by-items ranking read one row instead of counting up to 1 % of the NFTs per request. Every
-- collection has a row from here on (the backfill below; later ones get theirs when created or at
-- their first item), upserted in key order; a collection being deleted gets none (its row goes
-- with it). Every recompute (chain/collection-stats.ts) recounts the column.
CREATE FUNCTION "collection_items_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO collection_stats AS cs (collection_id, items)
    SELECT d.collection_id, d.n FROM (
      SELECT collection_id, count(*)::int AS n FROM new_rows
      WHERE is_show AND collection_id IS NOT NULL GROUP BY 1) AS d
    WHERE EXISTS (SELECT 1 FROM collections c WHERE c.id = d.collection_id)
    ORDER BY 1
    ON CONFLICT (collection_id) DO UPDATE SET items = cs.items + excluded.items;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO collection_stats AS cs (collection_id, items)
    SELECT d.collection_id, -d.n FROM (
      SELECT collection_id, count(*)::int AS n FROM old_rows
      WHERE is_show AND collection_id IS NOT NULL GROUP BY 1) AS d
    WHERE EXISTS (SELECT 1 FROM collections c WHERE c.id = d.collection_id)
    ORDER BY 1
    ON CONFLICT (collection_id) DO UPDATE SET items = cs.items + excluded.items;
  ELSE
    INSERT INTO collection_stats AS cs (collection_id, items)
    SELECT d.collection_id, d.n FROM (
      SELECT collection_id, sum(delta)::int AS n FROM (
        SELECT collection_id, 1 AS delta FROM new_rows WHERE is_show AND collection_id IS NOT NULL
        UNION ALL
        SELECT collection_id, -1 FROM old_rows WHERE is_show AND collection_id IS NOT NULL
      ) AS changes GROUP BY 1 HAVING sum(delta) <> 0) AS d
    WHERE EXISTS (SELECT 1 FROM collections c WHERE c.id = d.collection_id)
    ORDER BY 1
    ON CONFLICT (collection_id) DO UPDATE SET items = cs.items + excluded.items;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "collection_items_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE collection_stats SET items = 0 WHERE items <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "nfts_collection_items_insert" AFTER INSERT ON "nfts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_items_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_collection_items_update" AFTER UPDATE ON "nfts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_items_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_collection_items_delete" AFTER DELETE ON "nfts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_items_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_collection_items_truncate" AFTER TRUNCATE ON "nfts"
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_items_reset"();
--> statement-breakpoint
INSERT INTO collection_stats (collection_id, items)
SELECT c.id, (SELECT count(*)::int FROM nfts n WHERE n.collection_id = c.id AND n.is_show) FROM collections c
ON CONFLICT (collection_id) DO UPDATE SET items = excluded.items;
--> statement-breakpoint
-- A collection's volumes (24 h / 7 d / 30 d / all per currency, stats-read.ts) sum all its daily
-- rows: ~180 for a large collection, read from the table through the primary key (2,170 buffers
-- for a page of 12 collections). With the volume in an index of the same keys the sums are
-- index-only (45 buffers).
CREATE INDEX "collection_volume_daily_sums_idx" ON "collection_volume_daily" ("collection_id", "currency", "day")
  INCLUDE ("volume");

-- Browsing: list indexes, the exact counter table's triggers, the title trigram index, ads.
-- Hand-written (drizzle-kit generate --custom): partial and expression indexes on nfts that the
-- Drizzle schema does not describe. The status and show predicates are literal on purpose:
-- the list queries repeat them word for word so the planner can prove they imply the index's.
-- "recent" = coalesce(listed_at, created_at); "price" = coalesce(current_price, minting_price).
CREATE INDEX "nfts_show_selling_cat_recent_idx" ON "nfts" ("category_id", (coalesce("listed_at", "created_at")), "id")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nfts_show_selling_recent_idx" ON "nfts" ((coalesce("listed_at", "created_at")), "id")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nfts_show_selling_cat_price_idx" ON "nfts" ("category_id", (coalesce("current_price", "minting_price")), "id")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nfts_show_selling_price_idx" ON "nfts" ((coalesce("current_price", "minting_price")), "id")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nfts_show_cat_recent_idx" ON "nfts" ("category_id", (coalesce("listed_at", "created_at")), "id") WHERE "is_show";
--> statement-breakpoint
CREATE INDEX "nfts_show_recent_idx" ON "nfts" ((coalesce("listed_at", "created_at")), "id") WHERE "is_show";
--> statement-breakpoint
CREATE INDEX "nfts_show_cat_price_idx" ON "nfts" ("category_id", (coalesce("current_price", "minting_price")), "id") WHERE "is_show";
--> statement-breakpoint
CREATE INDEX "nfts_token_id_idx" ON "nfts" ("token_id");
--> statement-breakpoint
CREATE INDEX "nfts_seller_idx" ON "nfts" ("seller");
--> statement-breakpoint
CREATE INDEX "favourites_created_idx" ON "favourites" ("created_at", "nft_id");
--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "sale_history_created_idx" ON "sale_history" ("created_at", "nft_id");
--> statement-breakpoint
-- Keyword search (title ILIKE '%…%') through trigrams where pg_trgm is available: always on
-- PostgreSQL; on PGlite only when the extension is loaded (small embedded catalogues scan fine).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "nfts_title_trgm_idx" ON "nfts" USING gin ("title" gin_trgm_ops);
  END IF;
END
$$;
--> statement-breakpoint
-- nft_counts follows every write to nfts in the same transaction. Statement-level triggers with
-- transition tables: a bulk insert costs one grouped upsert, and an update that changes none of
-- the counted columns writes nothing. Rows are upserted in key order so that concurrent
-- writers lock counter rows in the same order (no deadlocks).
CREATE FUNCTION "nft_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO nft_counts AS c
    SELECT category_id, coalesce(sub_category_id, 0), currency, purchase_status, lab_active, in_used,
           is_verified, onchain, is_show, listed_at IS NOT NULL, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT ON CONSTRAINT nft_counts_pk DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO nft_counts AS c
    SELECT category_id, coalesce(sub_category_id, 0), currency, purchase_status, lab_active, in_used,
           is_verified, onchain, is_show, listed_at IS NOT NULL, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT ON CONSTRAINT nft_counts_pk DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO nft_counts AS c
    SELECT k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, sum(d)
    FROM (
      SELECT category_id AS k1, coalesce(sub_category_id, 0) AS k2, currency AS k3, purchase_status AS k4,
             lab_active AS k5, in_used AS k6, is_verified AS k7, onchain AS k8, is_show AS k9,
             listed_at IS NOT NULL AS k10, 1 AS d
      FROM new_rows
      UNION ALL
      SELECT category_id, coalesce(sub_category_id, 0), currency, purchase_status, lab_active, in_used,
             is_verified, onchain, is_show, listed_at IS NOT NULL, -1
      FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT ON CONSTRAINT nft_counts_pk DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "nft_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM nft_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "nfts_counts_insert" AFTER INSERT ON "nfts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_counts_update" AFTER UPDATE ON "nfts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_counts_delete" AFTER DELETE ON "nfts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_counts_truncate" AFTER TRUNCATE ON "nfts"
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_counts_reset"();
--> statement-breakpoint
INSERT INTO nft_counts
SELECT category_id, coalesce(sub_category_id, 0), currency, purchase_status, lab_active, in_used,
       is_verified, onchain, is_show, listed_at IS NOT NULL, count(*)
FROM nfts GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
--> statement-breakpoint
-- The header ticker's first messages; operators edit or deactivate them (ads.active).
INSERT INTO ads ("text", "url", "position") VALUES
  ('Welcome to vrmarket: homes, lands, stores and 3D models for your virtual world.', NULL, 1),
  ('Create a collection and list your first NFT in minutes.', '/add-new-nft', 2),
  ('Fees stay at 3% of the price. No hidden costs.', NULL, 3);

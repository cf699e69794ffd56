-- The list indexes of 0004 again, now carrying the columns their sort expressions read, so a deep
-- page (`OFFSET 4000`) walks the index alone (index-only scan) instead of fetching 4000 rows:
-- Postgres only uses an index-only scan when every column the query reads is in the index, and
-- it does not see through coalesce(listed_at, created_at) to the expression column.
DROP INDEX IF EXISTS "nfts_show_selling_cat_recent_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "nfts_show_selling_recent_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "nfts_show_selling_cat_price_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "nfts_show_selling_price_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "nfts_show_cat_recent_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "nfts_show_recent_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "nfts_show_cat_price_idx";
--> statement-breakpoint
CREATE INDEX "nfts_show_selling_cat_recent_idx" ON "nfts" ("category_id", (coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nfts_show_selling_recent_idx" ON "nfts" ((coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nfts_show_selling_cat_price_idx" ON "nfts" ("category_id", (coalesce("current_price", "minting_price")), "id")
  INCLUDE ("current_price", "minting_price")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nfts_show_selling_price_idx" ON "nfts" ((coalesce("current_price", "minting_price")), "id")
  INCLUDE ("current_price", "minting_price")
  WHERE "is_show" AND ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nfts_show_cat_recent_idx" ON "nfts" ("category_id", (coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at") WHERE "is_show";
--> statement-breakpoint
CREATE INDEX "nfts_show_recent_idx" ON "nfts" ((coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at") WHERE "is_show";
--> statement-breakpoint
CREATE INDEX "nfts_show_cat_price_idx" ON "nfts" ("category_id", (coalesce("current_price", "minting_price")), "id")
  INCLUDE ("current_price", "minting_price") WHERE "is_show";

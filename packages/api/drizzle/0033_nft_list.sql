-- nft_list: the list keys of the NFTs shown on the market (issue 18). A deep page (page 500 skips
-- 4,000 entries) or a common word's walk is index-only, and an index-only scan checks every
-- entry's heap page in the visibility map. One map page covers 32,672 heap pages: nfts at a
-- million NFTs (601 MB) has 3, and the walk switched map pages on 3,351 of 4,000 entries, about
-- half of the skip's cost. These ~110-byte rows fit a million NFTs under one map page.
CREATE TABLE "nft_list" (
	"id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"listed_at" timestamp with time zone,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"purchase_status" smallint NOT NULL,
	"lab_active" boolean NOT NULL,
	"in_used" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	"onchain" boolean NOT NULL,
	"currency" text NOT NULL,
	"current_price" numeric,
	"minting_price" numeric NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "nft_list"
SELECT id, created_at, listed_at, category_id, sub_category_id, purchase_status, lab_active, in_used,
       is_verified, onchain, currency, current_price, minting_price, title
FROM "nfts" WHERE is_show ORDER BY id;
--> statement-breakpoint
CREATE INDEX "nft_list_sub_category_status_listed_idx" ON "nft_list" USING btree ("sub_category_id","purchase_status","listed_at");
--> statement-breakpoint
-- The list indexes of nfts (0005, 0027) without their is_show predicate: every row here is shown.
CREATE INDEX "nft_list_selling_cat_recent_idx" ON "nft_list" ("category_id", (coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at", "title")
  WHERE ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nft_list_selling_recent_idx" ON "nft_list" ((coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at", "title")
  WHERE ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nft_list_selling_cat_price_idx" ON "nft_list" ("category_id", (coalesce("current_price", "minting_price")), "id")
  INCLUDE ("current_price", "minting_price")
  WHERE ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nft_list_selling_price_idx" ON "nft_list" ((coalesce("current_price", "minting_price")), "id")
  INCLUDE ("current_price", "minting_price")
  WHERE ("purchase_status" = 1 OR ("purchase_status" = 0 AND "lab_active"));
--> statement-breakpoint
CREATE INDEX "nft_list_cat_recent_idx" ON "nft_list" ("category_id", (coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at", "title");
--> statement-breakpoint
CREATE INDEX "nft_list_recent_idx" ON "nft_list" ((coalesce("listed_at", "created_at")), "id")
  INCLUDE ("listed_at", "created_at", "title");
--> statement-breakpoint
CREATE INDEX "nft_list_cat_price_idx" ON "nft_list" ("category_id", (coalesce("current_price", "minting_price")), "id")
  INCLUDE ("current_price", "minting_price");
--> statement-breakpoint
-- nft_list follows every write to nfts in the same transaction, as nft_counts does: statement-level
-- triggers with transition tables, rows written in id order (concurrent writers lock them in the
-- same order). An update writes only the rows whose list columns or shown flag changed.
CREATE FUNCTION "nft_list_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM nft_list l USING old_rows o WHERE l.id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Hidden, or (never in practice) given another id.
    DELETE FROM nft_list l USING old_rows o
    WHERE l.id = o.id AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id AND n.is_show);
    INSERT INTO nft_list AS l
    SELECT n.id, n.created_at, n.listed_at, n.category_id, n.sub_category_id, n.purchase_status, n.lab_active,
           n.in_used, n.is_verified, n.onchain, n.currency, n.current_price, n.minting_price, n.title
    FROM new_rows n
    WHERE n.is_show AND NOT EXISTS (
      SELECT 1 FROM old_rows o
      WHERE o.id = n.id AND o.is_show
        AND (o.created_at, o.listed_at, o.category_id, o.sub_category_id, o.purchase_status, o.lab_active,
             o.in_used, o.is_verified, o.onchain, o.currency, o.current_price, o.minting_price, o.title)
        IS NOT DISTINCT FROM
            (n.created_at, n.listed_at, n.category_id, n.sub_category_id, n.purchase_status, n.lab_active,
             n.in_used, n.is_verified, n.onchain, n.currency, n.current_price, n.minting_price, n.title))
    ORDER BY n.id
    ON CONFLICT (id) DO UPDATE SET
      created_at = excluded.created_at, listed_at = excluded.listed_at, category_id = excluded.category_id,
      sub_category_id = excluded.sub_category_id, purchase_status = excluded.purchase_status,
      lab_active = excluded.lab_active, in_used = excluded.in_used, is_verified = excluded.is_verified,
      onchain = excluded.onchain, currency = excluded.currency, current_price = excluded.current_price,
      minting_price = excluded.minting_price, title = excluded.title;
    RETURN NULL;
  END IF;
  INSERT INTO nft_list
  SELECT id, created_at, listed_at, category_id, sub_category_id, purchase_status, lab_active, in_used,
         is_verified, onchain, currency, current_price, minting_price, title
  FROM new_rows WHERE is_show ORDER BY id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "nft_list_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM nft_list;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "nfts_list_insert" AFTER INSERT ON "nfts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_list_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_list_update" AFTER UPDATE ON "nfts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_list_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_list_delete" AFTER DELETE ON "nfts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_list_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_list_truncate" AFTER TRUNCATE ON "nfts"
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_list_reset"();

ALTER TABLE "nft_traits" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "nft_traits" ADD COLUMN "is_show" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_traits" ADD COLUMN "selling" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_traits" ADD COLUMN "recent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nft_traits" ADD COLUMN "price" numeric;--> statement-breakpoint
-- Trait filters in a category (issue 19). A trait filter walked the list's own index of nfts and
-- probed nft_traits per NFT: cheap for a common trait, but a value on 1 % of the NFTs probed ~800
-- NFTs for a page (34 ms at a million NFTs), and an AND of rare values joined whole posting lists
-- (72 ms, 7 ms of it planning). nft_traits now carries the NFT's category, shown and Selling state
-- and both sort keys, so the api walks the rarest chosen value's own rows in the list's order
-- (index-only) and probes the other chosen types per row (docs/decisions.md, "Trait filters").
UPDATE "nft_traits" t SET
  "category_id" = n."category_id",
  "is_show" = n."is_show",
  "selling" = (n."purchase_status" = 1 OR (n."purchase_status" = 0 AND n."lab_active")),
  "recent_at" = coalesce(n."listed_at", n."created_at"),
  "price" = coalesce(n."current_price", n."minting_price")
FROM "nfts" n WHERE n."id" = t."nft_id";
--> statement-breakpoint
CREATE INDEX "nft_traits_cat_recent_idx" ON "nft_traits" ("trait_type", "value", "category_id", "recent_at", "nft_id")
  INCLUDE ("selling") WHERE "is_show";
--> statement-breakpoint
CREATE INDEX "nft_traits_cat_price_idx" ON "nft_traits" ("trait_type", "value", "category_id", "price", "nft_id")
  INCLUDE ("selling") WHERE "is_show";
--> statement-breakpoint
-- The triggers of migration 0026, now also writing the copied columns: with the traits of a new
-- or re-described NFT, and on any other change of category, shown, Selling state or sort keys.
CREATE OR REPLACE FUNCTION "nft_traits_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO nft_traits (nft_id, trait_type, value, category_id, is_show, selling, recent_at, price)
    SELECT r.id, t.trait_type, t.value, r.category_id, r.is_show,
      (r.purchase_status = 1 OR (r.purchase_status = 0 AND r.lab_active)),
      coalesce(r.listed_at, r.created_at), coalesce(r.current_price, r.minting_price)
    FROM new_rows r, nft_traits_of(r.components->>'properties') t
    WHERE r.components ? 'properties';
    INSERT INTO nft_trait_counts AS c
    SELECT s.scope, s.scope_id, t.trait_type, t.value, (r.purchase_status = 1 OR (r.purchase_status = 0 AND r.lab_active)), count(*)
    FROM new_rows r, nft_traits_of(r.components->>'properties') t, LATERAL (VALUES (1::smallint, r.category_id::bigint), (2::smallint, r.collection_id)) AS s (scope, scope_id)
    WHERE r.is_show AND r.components ? 'properties' AND s.scope_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT nft_trait_counts_pk DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    -- nft_traits rows go with their NFT (ON DELETE CASCADE).
    INSERT INTO nft_trait_counts AS c
    SELECT s.scope, s.scope_id, t.trait_type, t.value, (r.purchase_status = 1 OR (r.purchase_status = 0 AND r.lab_active)), -count(*)
    FROM old_rows r, nft_traits_of(r.components->>'properties') t, LATERAL (VALUES (1::smallint, r.category_id::bigint), (2::smallint, r.collection_id)) AS s (scope, scope_id)
    WHERE r.is_show AND r.components ? 'properties' AND s.scope_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT nft_trait_counts_pk DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM nft_traits t
    USING old_rows o JOIN new_rows n ON n.id = o.id
    WHERE t.nft_id = o.id
      AND (o.components->>'properties') IS DISTINCT FROM (n.components->>'properties');
    INSERT INTO nft_traits (nft_id, trait_type, value, category_id, is_show, selling, recent_at, price)
    SELECT n.id, t.trait_type, t.value, n.category_id, n.is_show,
      (n.purchase_status = 1 OR (n.purchase_status = 0 AND n.lab_active)),
      coalesce(n.listed_at, n.created_at), coalesce(n.current_price, n.minting_price)
    FROM old_rows o JOIN new_rows n ON n.id = o.id, nft_traits_of(n.components->>'properties') t
    WHERE (o.components->>'properties') IS DISTINCT FROM (n.components->>'properties')
      AND n.components ? 'properties';
    UPDATE nft_traits t SET
      category_id = n.category_id,
      is_show = n.is_show,
      selling = (n.purchase_status = 1 OR (n.purchase_status = 0 AND n.lab_active)),
      recent_at = coalesce(n.listed_at, n.created_at),
      price = coalesce(n.current_price, n.minting_price)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE t.nft_id = n.id
      AND (o.components->>'properties') IS NOT DISTINCT FROM (n.components->>'properties')
      AND n.components ? 'properties'
      AND (o.category_id <> n.category_id OR o.is_show <> n.is_show
        OR (o.purchase_status = 1 OR (o.purchase_status = 0 AND o.lab_active))
          <> (n.purchase_status = 1 OR (n.purchase_status = 0 AND n.lab_active))
        OR coalesce(o.listed_at, o.created_at) IS DISTINCT FROM coalesce(n.listed_at, n.created_at)
        OR coalesce(o.current_price, o.minting_price) IS DISTINCT FROM coalesce(n.current_price, n.minting_price));
    INSERT INTO nft_trait_counts AS c
    SELECT k1, k2, k3, k4, k5, sum(d)
    FROM (
      SELECT s.scope AS k1, s.scope_id AS k2, t.trait_type AS k3, t.value AS k4, (r.purchase_status = 1 OR (r.purchase_status = 0 AND r.lab_active)) AS k5, r.d
      FROM (
        SELECT n.*, 1 AS d FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.is_show AND (
          (o.components->>'properties') IS DISTINCT FROM (n.components->>'properties')
          OR o.category_id <> n.category_id OR o.collection_id IS DISTINCT FROM n.collection_id
          OR o.is_show <> n.is_show OR o.purchase_status <> n.purchase_status OR o.lab_active <> n.lab_active)
        UNION ALL
        SELECT o.*, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.is_show AND (
          (o.components->>'properties') IS DISTINCT FROM (n.components->>'properties')
          OR o.category_id <> n.category_id OR o.collection_id IS DISTINCT FROM n.collection_id
          OR o.is_show <> n.is_show OR o.purchase_status <> n.purchase_status OR o.lab_active <> n.lab_active)
      ) AS r, nft_traits_of(r.components->>'properties') t, LATERAL (VALUES (1::smallint, r.category_id::bigint), (2::smallint, r.collection_id)) AS s (scope, scope_id)
      WHERE r.components ? 'properties' AND s.scope_id IS NOT NULL
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT nft_trait_counts_pk DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ANALYZE "nft_traits";

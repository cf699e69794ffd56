ALTER TABLE "nft_traits" ADD COLUMN "traits" text[];--> statement-breakpoint
-- Trait filters over several types (issue 19). The walk of migration 0029 read the rarest chosen
-- value's rows and looked each NFT up again for every other chosen type (a btree descent per row
-- and type), or hash-joined the two rarest ranges: most of the cost of a two- or three-type filter.
-- Each row of an NFT's traits now also holds all of them, as keys, inside the walk's indexes, so the
-- other types are checked on the index entry being read (docs/decisions.md, session 17).
-- A key is the type's length, ':', the type and the value: unambiguous whatever the texts hold.
CREATE FUNCTION "nft_trait_key"(trait_type text, value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT length(trait_type)::text || ':' || trait_type || value $$;
--> statement-breakpoint
-- An NFT's traits parsed once: their types and values side by side, and their keys.
CREATE FUNCTION "nft_trait_set"(properties text, OUT types text[], OUT vals text[], OUT traits text[])
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(trait_type), array_agg(value), array_agg(nft_trait_key(trait_type, value)) FROM nft_traits_of(properties)
$$;
--> statement-breakpoint
-- The indexes go first: the backfill does not maintain them, and they are made again with the keys.
DROP INDEX "nft_traits_cat_recent_idx";--> statement-breakpoint
DROP INDEX "nft_traits_cat_price_idx";--> statement-breakpoint
UPDATE "nft_traits" t SET "traits" = k."traits"
FROM (
  SELECT "nft_id", array_agg(nft_trait_key("trait_type", "value")) AS "traits" FROM "nft_traits" GROUP BY "nft_id"
) k WHERE k."nft_id" = t."nft_id";
--> statement-breakpoint
CREATE INDEX "nft_traits_cat_recent_idx" ON "nft_traits" ("trait_type", "value", "category_id", "recent_at", "nft_id")
  INCLUDE ("selling", "traits") WHERE "is_show";
--> statement-breakpoint
CREATE INDEX "nft_traits_cat_price_idx" ON "nft_traits" ("trait_type", "value", "category_id", "price", "nft_id")
  INCLUDE ("selling", "traits") WHERE "is_show";
--> statement-breakpoint
-- The triggers of migration 0029, now writing the keys with the traits of a new or re-described NFT.
CREATE OR REPLACE FUNCTION "nft_traits_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO nft_traits (nft_id, trait_type, value, category_id, is_show, selling, recent_at, price, traits)
    SELECT r.id, t.trait_type, t.value, r.category_id, r.is_show,
      (r.purchase_status = 1 OR (r.purchase_status = 0 AND r.lab_active)),
      coalesce(r.listed_at, r.created_at), coalesce(r.current_price, r.minting_price), k.traits
    FROM new_rows r, nft_trait_set(r.components->>'properties') k, unnest(k.types, k.vals) AS t (trait_type, value)
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
    INSERT INTO nft_traits (nft_id, trait_type, value, category_id, is_show, selling, recent_at, price, traits)
    SELECT n.id, t.trait_type, t.value, n.category_id, n.is_show,
      (n.purchase_status = 1 OR (n.purchase_status = 0 AND n.lab_active)),
      coalesce(n.listed_at, n.created_at), coalesce(n.current_price, n.minting_price), k.traits
    FROM old_rows o JOIN new_rows n ON n.id = o.id, nft_trait_set(n.components->>'properties') k,
      unnest(k.types, k.vals) AS t (trait_type, value)
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

CREATE TABLE "nft_trait_counts" (
	"scope" smallint NOT NULL,
	"scope_id" bigint NOT NULL,
	"trait_type" text NOT NULL,
	"value" text NOT NULL,
	"selling" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "nft_trait_counts_pk" PRIMARY KEY("scope","scope_id","trait_type","value","selling")
);
--> statement-breakpoint
CREATE TABLE "nft_traits" (
	"nft_id" bigint NOT NULL,
	"trait_type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "nft_traits_pk" PRIMARY KEY("nft_id","trait_type","value")
);
--> statement-breakpoint
ALTER TABLE "nft_traits" ADD CONSTRAINT "nft_traits_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_traits_type_value_nft_idx" ON "nft_traits" USING btree ("trait_type","value","nft_id");--> statement-breakpoint
-- The planner's row estimate for (trait_type = … AND value = …) multiplies the two columns'
-- frequencies unless told they go together: a value shared by two types ('Gold' colour and
-- material) or a type with many values was misjudged 2–5× (measured at a million NFTs), enough to
-- pick a hash join over 30,000 index rows instead of walking the list's ordered index and probing
-- nft_traits_pk per row. A multi-column MCV list gives the pair's own frequency.
CREATE STATISTICS "nft_traits_type_value_stats" (mcv, ndistinct) ON "trait_type", "value" FROM "nft_traits";
--> statement-breakpoint
-- Trait filters (issue 19). nft_traits and nft_trait_counts are written only here, by
-- statement-level triggers on nfts with transition tables, in the same transaction as every write
-- of an NFT (create, homes, pets, publish, verification, the indexer, seeds): no writer can forget
-- them. The traits of a row are read from the JSON text of components.properties by
-- nft_traits_of: each key → value (an array gives one value per item; strings, numbers and
-- booleans only), trimmed, non-empty, at most 50 characters each (the create form's limits); the
-- link under Attached, http(s) values and the joined Styles (it has its own filter) are left out.
-- Text that is not a JSON object gives no traits.
CREATE FUNCTION "nft_traits_of"(properties text) RETURNS TABLE (trait_type text, value text)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  doc jsonb;
BEGIN
  IF properties IS NULL OR left(ltrim(properties), 1) <> '{' THEN
    RETURN;
  END IF;
  BEGIN
    doc := properties::jsonb;
  EXCEPTION WHEN others THEN
    RETURN;
  END;
  IF jsonb_typeof(doc) <> 'object' THEN
    RETURN;
  END IF;
  RETURN QUERY
    SELECT DISTINCT btrim(e.key), btrim(item #>> '{}')
    FROM jsonb_each(doc) AS e
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE jsonb_build_array(e.value) END
    ) AS item
    WHERE jsonb_typeof(item) IN ('string', 'number', 'boolean')
      AND btrim(e.key) NOT IN ('', 'Attached', 'Styles')
      AND length(btrim(e.key)) <= 50
      AND btrim(item #>> '{}') <> ''
      AND length(btrim(item #>> '{}')) <= 50
      AND btrim(item #>> '{}') !~* '^https?://';
END
$$;
--> statement-breakpoint
-- nft_trait_counts has a row set per scope: the NFT's category (scope 1) and its collection
-- (scope 2), so the panel reads a category's own rows, not a sum over its collections.
-- Rows without properties skip the parser (`components ? 'properties'`: a plpgsql call per row
-- doubled the cost of a 20,000-row insert without it).
-- Counter rows are upserted in key order so that concurrent writers lock them in the same order
-- (no deadlocks), as nft_counts does. An update that changes none of properties, category,
-- collection, is_show or the selling state writes nothing here.
CREATE FUNCTION "nft_traits_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO nft_traits (nft_id, trait_type, value)
    SELECT r.id, t.trait_type, t.value FROM new_rows r, nft_traits_of(r.components->>'properties') t
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
    INSERT INTO nft_traits (nft_id, trait_type, value)
    SELECT n.id, t.trait_type, t.value
    FROM old_rows o JOIN new_rows n ON n.id = o.id, nft_traits_of(n.components->>'properties') t
    WHERE (o.components->>'properties') IS DISTINCT FROM (n.components->>'properties')
      AND n.components ? 'properties';
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
CREATE FUNCTION "nft_trait_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM nft_trait_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "nfts_traits_insert" AFTER INSERT ON "nfts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_traits_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_traits_update" AFTER UPDATE ON "nfts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_traits_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_traits_delete" AFTER DELETE ON "nfts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_traits_apply"();
--> statement-breakpoint
CREATE TRIGGER "nfts_traits_truncate" AFTER TRUNCATE ON "nfts"
  FOR EACH STATEMENT EXECUTE FUNCTION "nft_trait_counts_reset"();
--> statement-breakpoint
-- Backfill the NFTs already there.
INSERT INTO nft_traits (nft_id, trait_type, value)
SELECT r.id, t.trait_type, t.value FROM nfts r, nft_traits_of(r.components->>'properties') t
WHERE r.components ? 'properties';
--> statement-breakpoint
INSERT INTO nft_trait_counts
SELECT s.scope, s.scope_id, t.trait_type, t.value, (r.purchase_status = 1 OR (r.purchase_status = 0 AND r.lab_active)), count(*)
FROM nfts r, nft_traits_of(r.components->>'properties') t, LATERAL (VALUES (1::smallint, r.category_id::bigint), (2::smallint, r.collection_id)) AS s (scope, scope_id)
WHERE r.is_show AND r.components ? 'properties' AND s.scope_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- Statistics (with the pair MCV above) at once, rather than at autovacuum's next visit.
ANALYZE "nft_traits";

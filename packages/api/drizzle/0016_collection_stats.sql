CREATE TABLE "collection_stats" (
	"collection_id" bigint PRIMARY KEY NOT NULL,
	"floors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owners" integer DEFAULT 0 NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_volume_daily" (
	"collection_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"volume" numeric NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "collection_volume_daily_pk" PRIMARY KEY("collection_id","currency","day")
);
--> statement-breakpoint
ALTER TABLE "collection_stats" ADD CONSTRAINT "collection_stats_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_volume_daily" ADD CONSTRAINT "collection_volume_daily_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_volume_daily_day_idx" ON "collection_volume_daily" USING btree ("day","collection_id");--> statement-breakpoint
-- Backfill: the stats of the collections that exist (afterwards the chain apply path keeps them).
INSERT INTO "collection_stats" ("collection_id", "floors", "owners", "listed", "sales")
SELECT c."id",
  coalesce((SELECT jsonb_object_agg(f."currency", f."price"::text) FROM (
    SELECT n."currency", min(n."current_price") AS "price" FROM "nfts" n
    WHERE n."collection_id" = c."id" AND n."is_show" AND n."purchase_status" = 1 AND n."current_price" IS NOT NULL
    GROUP BY n."currency") f), '{}'::jsonb),
  (SELECT count(DISTINCT coalesce(n."seller", n."owner_address"))::int FROM "nfts" n
    WHERE n."collection_id" = c."id" AND n."is_show" AND coalesce(n."seller", n."owner_address") IS NOT NULL),
  (SELECT count(*)::int FROM "nfts" n WHERE n."collection_id" = c."id" AND n."is_show" AND n."purchase_status" = 1),
  (SELECT count(*)::int FROM "sale_history" s JOIN "nfts" n ON n."id" = s."nft_id" WHERE n."collection_id" = c."id")
FROM "collections" c;--> statement-breakpoint
INSERT INTO "collection_volume_daily" ("collection_id", "currency", "day", "volume", "sales")
SELECT n."collection_id", s."currency", (s."created_at" AT TIME ZONE 'UTC')::date, sum(s."price"), count(*)::int
FROM "sale_history" s JOIN "nfts" n ON n."id" = s."nft_id"
WHERE n."collection_id" IS NOT NULL
GROUP BY n."collection_id", s."currency", (s."created_at" AT TIME ZONE 'UTC')::date;

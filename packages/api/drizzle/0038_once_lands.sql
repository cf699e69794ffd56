-- Issue 38, rules that must hold once, of lands, stores and free homes (DESIGN.md).
-- 1. A parcel and a store are held by the NFT made of them (nfts.land_id / nfts.store_id) while
--    it is not rejected: the partial unique indexes below, not lands.nft_id / vr_stores.nft_id,
--    which a rejection never cleared. 2. A user has one land request waiting for review.
-- 3. A home colour is taken only by the claim (home_claims.color, unique): home_colors, which
--    `PUT /home-color/active` filled with any number of colours per user, goes.
ALTER TABLE "home_claims" DROP CONSTRAINT "home_claims_color_home_colors_color_fk";
--> statement-breakpoint
DROP TABLE "home_colors";--> statement-breakpoint
ALTER TABLE "lands" DROP CONSTRAINT "lands_nft_key";--> statement-breakpoint
ALTER TABLE "vr_stores" DROP CONSTRAINT "vr_stores_nft_key";--> statement-breakpoint
ALTER TABLE "lands" DROP CONSTRAINT "lands_nft_id_nfts_id_fk";
--> statement-breakpoint
ALTER TABLE "vr_stores" DROP CONSTRAINT "vr_stores_nft_id_nfts_id_fk";
--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "land_id" integer;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_land_id_lands_id_fk" FOREIGN KEY ("land_id") REFERENCES "public"."lands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_store_id_vr_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."vr_stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The NFT each land and store row named (one each: lands_nft_key, vr_stores_nft_key) holds it now.
UPDATE "nfts" SET "land_id" = "lands"."id" FROM "lands" WHERE "lands"."nft_id" = "nfts"."id";--> statement-breakpoint
UPDATE "nfts" SET "store_id" = "vr_stores"."id" FROM "vr_stores" WHERE "vr_stores"."nft_id" = "nfts"."id";--> statement-breakpoint
-- A user's land requests waiting for review beyond their first are rejected (their parcels are
-- freed), as an admin's rejection would: hidden, the reason given, the CREATED activity REJECTED.
WITH "extra" AS (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "creator_id" ORDER BY "created_at", "id") AS "n"
    FROM "nfts"
    WHERE "land_id" IS NOT NULL AND NOT "is_verified" AND "rejection_reason" IS NULL AND "creator_id" IS NOT NULL
  ) AS "waiting" WHERE "n" > 1
), "rejected" AS (
  UPDATE "nfts" SET "rejection_reason" = 'Only one vrLand request may wait for review at a time.',
    "is_show" = false, "updated_at" = now()
  WHERE "id" IN (SELECT "id" FROM "extra") RETURNING "id"
)
UPDATE "activities" SET "status" = 'REJECTED'
WHERE "type" = 'CREATED' AND "nft_id" IN (SELECT "id" FROM "rejected");--> statement-breakpoint
CREATE UNIQUE INDEX "nfts_land_held_key" ON "nfts" USING btree ("land_id") WHERE "nfts"."land_id" is not null and "nfts"."rejection_reason" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "nfts_store_held_key" ON "nfts" USING btree ("store_id") WHERE "nfts"."store_id" is not null and "nfts"."rejection_reason" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "nfts_one_land_request_key" ON "nfts" USING btree ("creator_id") WHERE "nfts"."land_id" is not null and not "nfts"."is_verified" and "nfts"."rejection_reason" is null;--> statement-breakpoint
ALTER TABLE "lands" DROP COLUMN "nft_id";--> statement-breakpoint
ALTER TABLE "vr_stores" DROP COLUMN "nft_id";

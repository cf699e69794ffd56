-- Swap keys take one of five slots per NFT, user and chain (modules/swap/service.ts). Expired keys
-- are not needed any more (check-status offers live keys only; a used key is known by its Swapped
-- event): they go, and the live ones are numbered in the order they were issued.
DELETE FROM "swap_keys" WHERE "deadline" <= now();--> statement-breakpoint
ALTER TABLE "swap_keys" ADD COLUMN "slot" smallint;--> statement-breakpoint
UPDATE "swap_keys" SET "slot" = numbered."slot"
FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "nft_id", "user_id", "chain_id" ORDER BY "created_at", "id") - 1)::smallint AS "slot"
  FROM "swap_keys"
) AS numbered
WHERE numbered."id" = "swap_keys"."id";--> statement-breakpoint
ALTER TABLE "swap_keys" ALTER COLUMN "slot" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "swap_keys_slot_key" ON "swap_keys" USING btree ("nft_id","user_id","chain_id","slot");

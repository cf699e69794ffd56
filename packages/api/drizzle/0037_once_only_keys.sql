-- Once-only rules held by the database (issue 38).
--
-- A referral claim item names the token whose mint it is, and a token's referral is in one claim:
-- a mint orphaned and mined again at other log indexes is still claimed. Items are filled from
-- their referral (by event key); an item whose referral is gone keeps no token. One item a token.
ALTER TABLE "referral_claim_items" ADD COLUMN "contract_address" text;--> statement-breakpoint
ALTER TABLE "referral_claim_items" ADD COLUMN "token_id" numeric(78, 0);--> statement-breakpoint
UPDATE "referral_claim_items" AS i SET "contract_address" = first."contract_address", "token_id" = first."token_id"
FROM (
  SELECT DISTINCT ON (r."chain_id", r."contract_address", r."token_id")
    c."chain_id", c."tx_hash", c."log_index", r."contract_address", r."token_id"
  FROM "referral_claim_items" c
  JOIN "referrals" r ON r."chain_id" = c."chain_id" AND r."tx_hash" = c."tx_hash" AND r."log_index" = c."log_index"
  ORDER BY r."chain_id", r."contract_address", r."token_id", c."claim_id"
) AS first
WHERE i."chain_id" = first."chain_id" AND i."tx_hash" = first."tx_hash" AND i."log_index" = first."log_index";--> statement-breakpoint
CREATE UNIQUE INDEX "referral_claim_items_token_key" ON "referral_claim_items" USING btree ("chain_id","contract_address","token_id");--> statement-breakpoint
--
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

-- Issue 38: one staking record waiting for its transfer per NFT, and one record per stake. The
-- api checked both with a read before its write, so parallel requests could store several; those
-- extras are closed here before the unique indexes hold the rules. A record that took a stake
-- another record had already taken is unlinked (its claims, if any, stay in the history); one
-- still open is cancelled. Of records waiting for their transfer, the oldest per NFT stays open.
UPDATE "staking_records" r SET "transaction_hash" = NULL,
  "status" = CASE WHEN r."status" = 'CREATED' THEN 'CANCELLED' ELSE r."status" END, "updated_at" = now()
WHERE r."transaction_hash" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "staking_records" o WHERE o."transaction_hash" = r."transaction_hash"
    AND o."contract_address" = r."contract_address" AND o."token_id" = r."token_id" AND o."id" < r."id");--> statement-breakpoint
UPDATE "staking_records" r SET "status" = 'CANCELLED', "updated_at" = now()
WHERE r."status" = 'CREATED' AND r."transaction_hash" IS NULL AND EXISTS (
  SELECT 1 FROM "staking_records" o WHERE o."nft_id" = r."nft_id" AND o."status" = 'CREATED'
    AND o."transaction_hash" IS NULL AND o."id" < r."id");--> statement-breakpoint
DROP INDEX "staking_records_tx_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "staking_records_open_nft_key" ON "staking_records" USING btree ("nft_id") WHERE "staking_records"."status" = 'CREATED' and "staking_records"."transaction_hash" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "staking_records_stake_key" ON "staking_records" USING btree ("transaction_hash","contract_address","token_id") WHERE "staking_records"."transaction_hash" is not null;

ALTER TABLE "staking_rewards" ADD COLUMN "payout_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "staking_rewards" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "staking_rewards" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "staking_rewards_unpaid_idx" ON "staking_rewards" USING btree ("user_id") WHERE "staking_rewards"."payout_status" in ('PENDING', 'FAILED');
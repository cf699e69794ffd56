ALTER TABLE "nfts" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "nfts_unverified_created_idx" ON "nfts" USING btree ("created_at") WHERE not "nfts"."is_verified";
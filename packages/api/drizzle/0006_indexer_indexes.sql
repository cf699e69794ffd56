DROP INDEX "chain_events_nft_idx";--> statement-breakpoint
DROP INDEX "chain_events_offer_idx";--> statement-breakpoint
DROP INDEX "chain_events_listing_idx";--> statement-breakpoint
CREATE INDEX "chain_events_nft_event_idx" ON "chain_events" USING btree ("chain_id","nft_contract","token_id","event_name","block_number","log_index");--> statement-breakpoint
CREATE INDEX "chain_events_offer_idx" ON "chain_events" USING btree ("chain_id","offer_id") WHERE "chain_events"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "chain_events_listing_idx" ON "chain_events" USING btree ("chain_id","listing_id") WHERE "chain_events"."listing_id" is not null;
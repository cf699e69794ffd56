CREATE TABLE "chain_blocks" (
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "chain_blocks_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
CREATE TABLE "chain_events" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"contract" text NOT NULL,
	"contract_name" text NOT NULL,
	"event_name" text NOT NULL,
	"args" jsonb NOT NULL,
	"nft_contract" text,
	"token_id" numeric(78, 0),
	"offer_id" numeric(78, 0),
	"listing_id" numeric(78, 0),
	CONSTRAINT "chain_events_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE INDEX "chain_events_block_idx" ON "chain_events" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_events_nft_idx" ON "chain_events" USING btree ("nft_contract","token_id","block_number","log_index");--> statement-breakpoint
CREATE INDEX "chain_events_offer_idx" ON "chain_events" USING btree ("chain_id","offer_id");--> statement-breakpoint
CREATE INDEX "chain_events_listing_idx" ON "chain_events" USING btree ("chain_id","listing_id");
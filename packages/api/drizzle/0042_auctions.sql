CREATE TABLE "auction_bids" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"auction_id" numeric(78, 0) NOT NULL,
	"bidder" text NOT NULL,
	"amount" numeric NOT NULL,
	"amount_wei" numeric(78, 0) NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_bids_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"chain_id" integer NOT NULL,
	"auction_id" numeric(78, 0) NOT NULL,
	"nft_id" bigint,
	"host_contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"seller" text NOT NULL,
	"currency_address" text NOT NULL,
	"currency" text NOT NULL,
	"decimals" smallint NOT NULL,
	"reserve_price" numeric NOT NULL,
	"reserve_wei" numeric(78, 0) NOT NULL,
	"highest_price" numeric,
	"highest_wei" numeric(78, 0),
	"highest_bidder" text,
	"fee_bps" integer NOT NULL,
	"min_increment_bps" integer NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"bid_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"tx_hash" text NOT NULL,
	"created_block" bigint NOT NULL,
	"settled_at" timestamp with time zone,
	"winner" text,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_chain_id_auction_id_pk" PRIMARY KEY("chain_id","auction_id")
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type_check";--> statement-breakpoint
DROP INDEX "activities_collection_created_idx";--> statement-breakpoint
ALTER TABLE "chain_events" ADD COLUMN "auction_id" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_bids_auction_idx" ON "auction_bids" USING btree ("chain_id","auction_id","block_number","log_index");--> statement-breakpoint
CREATE INDEX "auction_bids_bidder_idx" ON "auction_bids" USING btree ("bidder","chain_id","auction_id");--> statement-breakpoint
CREATE INDEX "auctions_open_nft_idx" ON "auctions" USING btree ("nft_id") WHERE "auctions"."settled_at" is null and "auctions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "auctions_open_end_idx" ON "auctions" USING btree ("end_time") WHERE "auctions"."settled_at" is null and "auctions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "auctions_seller_idx" ON "auctions" USING btree ("seller","created_at");--> statement-breakpoint
CREATE INDEX "chain_events_auction_idx" ON "chain_events" USING btree ("chain_id","auction_id") WHERE "chain_events"."auction_id" is not null;--> statement-breakpoint
CREATE INDEX "activities_collection_created_idx" ON "activities" USING btree ("collection_id","created_at","id") WHERE "type" in ('BUY', 'LISTING', 'TRANSFER', 'AUCTION_SETTLED');--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_check" CHECK ("type" in ('TRANSFER', 'BUY', 'SELL', 'MINTED', 'LISTING', 'CREATED', 'CANCELLED', 'AUCTION_CREATED', 'BID', 'AUCTION_SETTLED', 'AUCTION_CANCELLED'));
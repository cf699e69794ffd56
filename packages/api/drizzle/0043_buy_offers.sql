CREATE TABLE "buy_offer_tokens" (
	"offer_id" bigint NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	CONSTRAINT "buy_offer_tokens_offer_id_token_id_pk" PRIMARY KEY("offer_id","token_id")
);
--> statement-breakpoint
CREATE TABLE "buy_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" integer NOT NULL,
	"kind" text NOT NULL,
	"nft_id" bigint,
	"collection_id" bigint,
	"host_contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"token_root" text NOT NULL,
	"token_count" integer,
	"buyer" text NOT NULL,
	"owner_at_offer" text,
	"currency" text NOT NULL,
	"currency_address" text NOT NULL,
	"amount" numeric NOT NULL,
	"amount_units" numeric(78, 0) NOT NULL,
	"expiry" timestamp with time zone NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"counter" numeric(78, 0) NOT NULL,
	"signature" text NOT NULL,
	"offer_hash" text NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"inactive_reason" text,
	"accepted_token_id" numeric(78, 0),
	"accepted_by" text,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buy_offers_buyer_nonce_key" UNIQUE("chain_id","buyer","nonce"),
	CONSTRAINT "buy_offers_offer_hash_key" UNIQUE("offer_hash"),
	CONSTRAINT "buy_offers_kind_check" CHECK ("buy_offers"."kind" in ('NFT', 'COLLECTION')),
	CONSTRAINT "buy_offers_state_check" CHECK ("buy_offers"."state" in ('ACTIVE', 'INACTIVE', 'ACCEPTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "buyer_funds" (
	"chain_id" integer NOT NULL,
	"buyer" text NOT NULL,
	"currency_address" text NOT NULL,
	"balance" numeric(78, 0) NOT NULL,
	"allowance" numeric(78, 0) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_funds_chain_id_buyer_currency_address_pk" PRIMARY KEY("chain_id","buyer","currency_address")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "offer_id" bigint;--> statement-breakpoint
ALTER TABLE "buy_offer_tokens" ADD CONSTRAINT "buy_offer_tokens_offer_id_buy_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."buy_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_offers" ADD CONSTRAINT "buy_offers_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_offers" ADD CONSTRAINT "buy_offers_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_offer_tokens_token_idx" ON "buy_offer_tokens" USING btree ("token_id","offer_id");--> statement-breakpoint
CREATE INDEX "buy_offers_open_nft_idx" ON "buy_offers" USING btree ("nft_id","amount") WHERE "buy_offers"."state" in ('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE INDEX "buy_offers_open_collection_idx" ON "buy_offers" USING btree ("collection_id","amount") WHERE "buy_offers"."state" in ('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE INDEX "buy_offers_buyer_idx" ON "buy_offers" USING btree ("buyer","chain_id","id");--> statement-breakpoint
CREATE INDEX "buy_offers_open_buyer_currency_idx" ON "buy_offers" USING btree ("buyer","currency_address") WHERE "buy_offers"."state" in ('ACTIVE', 'INACTIVE');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_offer_id_buy_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."buy_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_events_offer_book_buyer_idx" ON "chain_events" USING btree ("chain_id",("args"->>'buyer')) WHERE "chain_events"."contract_name" = 'OfferBook';
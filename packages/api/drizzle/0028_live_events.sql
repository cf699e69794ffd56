CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"nft_id" bigint,
	"collection_id" bigint,
	"token_id" numeric(78, 0),
	"from_address" text,
	"to_address" text,
	"price" numeric,
	"currency" text,
	"chain_id" integer,
	"tx_hash" text,
	"log_index" integer,
	"block_number" bigint,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_event_key" UNIQUE("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");
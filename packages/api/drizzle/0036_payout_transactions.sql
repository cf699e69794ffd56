CREATE TABLE "payout_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" integer NOT NULL,
	"sender" text NOT NULL,
	"nonce" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"raw_tx" text NOT NULL,
	"purpose" text NOT NULL,
	"purpose_id" bigint,
	"token" text NOT NULL,
	"account" text NOT NULL,
	"amount_raw" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'UNKNOWN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payout_transactions_tx_key" UNIQUE("chain_id","tx_hash"),
	CONSTRAINT "payout_transactions_nonce_key" UNIQUE("chain_id","sender","nonce")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transactions_purpose_once" ON "payout_transactions" USING btree ("purpose","purpose_id") WHERE status in ('UNKNOWN', 'SUCCEEDED');--> statement-breakpoint
CREATE INDEX "payout_transactions_unknown_idx" ON "payout_transactions" USING btree ("chain_id","sender") WHERE status = 'UNKNOWN';
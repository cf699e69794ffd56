CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"nft_id" bigint,
	"nft_name" text,
	"price" numeric,
	"currency" text,
	"auction_id" numeric(78, 0),
	"dedupe_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_user_dedupe_key" UNIQUE("dedupe_key","user_id"),
	CONSTRAINT "notifications_dedupe_key_check" CHECK (length("notifications"."dedupe_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "chain_events_rented_expires_idx" ON "chain_events" USING btree ("chain_id",(("args"->>'expires')::numeric)) WHERE "chain_events"."event_name" = 'Rented';--> statement-breakpoint
CREATE INDEX "stakes_locked_unlock_idx" ON "stakes" USING btree ("chain_id","unlock_at") WHERE "stakes"."stake_type" = 'LOCKED' and "stakes"."unstaked_at" is null;
CREATE TABLE "swap_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swap_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_hash" text NOT NULL,
	"nft_id" bigint NOT NULL,
	"wanted_nft_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"wallet" text NOT NULL,
	"signature" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"chain_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swap_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "swap_keys" ADD CONSTRAINT "swap_keys_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_keys" ADD CONSTRAINT "swap_keys_wanted_nft_id_nfts_id_fk" FOREIGN KEY ("wanted_nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_keys" ADD CONSTRAINT "swap_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_keys_nft_created_idx" ON "swap_keys" USING btree ("nft_id","created_at");
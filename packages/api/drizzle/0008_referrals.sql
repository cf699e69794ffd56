CREATE TABLE "referral_intents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_intents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nft_id" bigint NOT NULL,
	"receiver_address" text NOT NULL,
	"referrer_id" bigint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_intents_nft_receiver_key" UNIQUE("nft_id","receiver_address")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"referrer_id" bigint NOT NULL,
	"code" text NOT NULL,
	"receiver_address" text NOT NULL,
	"receiver_id" bigint,
	"nft_id" bigint,
	"token_id" numeric(78, 0) NOT NULL,
	"contract_address" text NOT NULL,
	"sub_category_id" integer,
	"price" numeric NOT NULL,
	"currency" text NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"tx_hash" text NOT NULL,
	"chain_id" integer NOT NULL,
	"log_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_event_key" UNIQUE("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
ALTER TABLE "referral_intents" ADD CONSTRAINT "referral_intents_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_intents" ADD CONSTRAINT "referral_intents_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_referrer_created_idx" ON "referrals" USING btree ("referrer_id","created_at");
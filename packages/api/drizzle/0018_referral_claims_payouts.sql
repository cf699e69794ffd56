CREATE TABLE "payments" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"payment_id" numeric(78, 0) NOT NULL,
	"host_contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"price_raw" numeric(78, 0) NOT NULL,
	"price" numeric NOT NULL,
	"currency" text NOT NULL,
	"payment_token" text NOT NULL,
	"paying_address" text NOT NULL,
	"receiving_address" text NOT NULL,
	"token_uri" text NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_pkey" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "payout_movements" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"currency" text NOT NULL,
	"account" text NOT NULL,
	"amount_raw" numeric(78, 0) NOT NULL,
	"amount" numeric NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_movements_pkey" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "referral_claim_items" (
	"claim_id" bigint NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	CONSTRAINT "referral_claim_items_pkey" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "referral_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"wallet" text NOT NULL,
	"sub_category_id" integer,
	"currency" text NOT NULL,
	"count" integer NOT NULL,
	"total_price" numeric NOT NULL,
	"percent" integer NOT NULL,
	"payment" numeric NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"signed_at" bigint NOT NULL,
	"signature" text NOT NULL,
	"tx_hash" text,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_claims_signed_key" UNIQUE("user_id","signed_at","currency")
);
--> statement-breakpoint
ALTER TABLE "referral_claim_items" ADD CONSTRAINT "referral_claim_items_claim_id_referral_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."referral_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_paying_idx" ON "payments" USING btree ("paying_address");--> statement-breakpoint
CREATE INDEX "payments_host_token_idx" ON "payments" USING btree ("host_contract","token_id");--> statement-breakpoint
CREATE INDEX "payout_movements_account_idx" ON "payout_movements" USING btree ("account","token");--> statement-breakpoint
CREATE INDEX "referral_claim_items_claim_idx" ON "referral_claim_items" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "referral_claims_user_created_idx" ON "referral_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_claims_status_created_idx" ON "referral_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_claims_open_key" ON "referral_claims" USING btree ("user_id","sub_category_id","currency") WHERE status <> 'APPROVED';
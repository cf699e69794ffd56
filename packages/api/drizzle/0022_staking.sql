CREATE TABLE "stakes" (
	"chain_id" integer NOT NULL,
	"stake_id" numeric(78, 0) NOT NULL,
	"owner" text NOT NULL,
	"host_contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"stake_type" text NOT NULL,
	"duration_seconds" bigint NOT NULL,
	"staked_at" timestamp with time zone NOT NULL,
	"unlock_at" timestamp with time zone NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"unstaked_at" timestamp with time zone,
	"unstaked_tx_hash" text,
	"unstaked_by_admin" boolean,
	CONSTRAINT "stakes_chain_id_stake_id_pk" PRIMARY KEY("chain_id","stake_id")
);
--> statement-breakpoint
CREATE TABLE "staking_assets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staking_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"asset_type" text NOT NULL,
	"asset_tier" text NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "staking_assets_category_tier_key" UNIQUE("category_id","asset_tier")
);
--> statement-breakpoint
CREATE TABLE "staking_durations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staking_durations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" text NOT NULL,
	"duration_ms" bigint NOT NULL,
	"apy" numeric NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staking_durations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "staking_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staking_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"owner_address" text NOT NULL,
	"nft_id" bigint NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"contract_address" text NOT NULL,
	"asset_id" bigint NOT NULL,
	"asset_value" numeric NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"duration_ms" bigint NOT NULL,
	"apy" numeric NOT NULL,
	"amount" text DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"transaction_hash" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staking_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staking_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staking_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"amount" numeric NOT NULL,
	"currency" text DEFAULT 'USDT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staking_records" ADD CONSTRAINT "staking_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_records" ADD CONSTRAINT "staking_records_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_rewards" ADD CONSTRAINT "staking_rewards_staking_id_staking_records_id_fk" FOREIGN KEY ("staking_id") REFERENCES "public"."staking_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_rewards" ADD CONSTRAINT "staking_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stakes_tx_idx" ON "stakes" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "stakes_token_idx" ON "stakes" USING btree ("chain_id","host_contract","token_id");--> statement-breakpoint
CREATE INDEX "staking_records_user_idx" ON "staking_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staking_records_tx_idx" ON "staking_records" USING btree ("transaction_hash") WHERE "staking_records"."transaction_hash" is not null;--> statement-breakpoint
CREATE INDEX "staking_rewards_user_idx" ON "staking_rewards" USING btree ("user_id","created_at");
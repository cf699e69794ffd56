CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"avatar" text,
	"thumbnail_large" text,
	"parent_category_id" integer,
	"nft_category_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"show_on_market" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_currency_configs" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"currency_selling" text DEFAULT 'USDT' NOT NULL,
	"currency_buying" text DEFAULT 'USDT' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"hash" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"path" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"collection_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text,
	"avatar" text,
	"creator_id" bigint,
	"creator_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" bigint NOT NULL,
	"nft_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_nft_id_pk" PRIMARY KEY("user_id","nft_id")
);
--> statement-breakpoint
CREATE TABLE "nfts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nfts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_id" numeric(78, 0),
	"contract_address" text,
	"token_uri" text,
	"owner_address" text,
	"seller" text,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"collection_id" bigint,
	"creator_id" bigint,
	"currency" text DEFAULT 'USDT' NOT NULL,
	"current_price" numeric,
	"minting_price" numeric DEFAULT '0' NOT NULL,
	"minting_currency" text DEFAULT 'USDT' NOT NULL,
	"last_price" numeric,
	"offer_id" numeric(78, 0),
	"purchase_status" smallint DEFAULT 0 NOT NULL,
	"lab_active" boolean DEFAULT false NOT NULL,
	"onchain" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"in_used" boolean DEFAULT false NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"asset_tier" text,
	"title" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"components" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"glb_url" text,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"listed_at" timestamp with time zone,
	CONSTRAINT "nfts_contract_token_key" UNIQUE("contract_address","token_id"),
	CONSTRAINT "nfts_purchase_status_check" CHECK ("purchase_status" between 0 and 8)
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"token_id" numeric(78, 0),
	"nft_id" bigint,
	"name" text,
	"price" numeric,
	"currency" text,
	"from_address" text,
	"to_address" text,
	"status" text DEFAULT 'SUCCESS' NOT NULL,
	"tx_hash" text,
	"chain_id" integer,
	"log_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_event_key" UNIQUE("chain_id","tx_hash","log_index"),
	CONSTRAINT "activities_type_check" CHECK ("type" in ('TRANSFER', 'BUY', 'SELL', 'MINTED', 'LISTING', 'CREATED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"chain_id" integer NOT NULL,
	"offer_id" numeric(78, 0) NOT NULL,
	"nft_id" bigint,
	"host_contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"seller" text NOT NULL,
	"price" numeric NOT NULL,
	"currency" text NOT NULL,
	"fee_bps" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_chain_id_offer_id_pk" PRIMARY KEY("chain_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "sale_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nft_id" bigint NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"price" numeric NOT NULL,
	"currency" text NOT NULL,
	"token_address" text,
	"tx_hash" text,
	"chain_id" integer,
	"log_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_history_event_key" UNIQUE("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"fullname" text DEFAULT '' NOT NULL,
	"avatar" text,
	"password_hash" text,
	"oidc_subject" text,
	"public_key" text,
	"is_pro" boolean DEFAULT false NOT NULL,
	"pro_type" smallint DEFAULT 1 NOT NULL,
	"is_admin_market" boolean DEFAULT false NOT NULL,
	"is_whitelist_market" boolean DEFAULT false NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_oidc_subject_unique" UNIQUE("oidc_subject"),
	CONSTRAINT "users_public_key_unique" UNIQUE("public_key"),
	CONSTRAINT "users_pro_type_check" CHECK ("pro_type" between 1 and 4),
	CONSTRAINT "users_public_key_lower_check" CHECK ("users"."public_key" = lower("users"."public_key"))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_category_id_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_currency_configs" ADD CONSTRAINT "category_currency_configs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_history" ADD CONSTRAINT "sale_history_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_category_id");--> statement-breakpoint
CREATE INDEX "collections_creator_address_idx" ON "collections" USING btree ("creator_address");--> statement-breakpoint
CREATE INDEX "collections_creator_idx" ON "collections" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "favourites_nft_idx" ON "favourites" USING btree ("nft_id");--> statement-breakpoint
CREATE INDEX "nfts_category_status_listed_idx" ON "nfts" USING btree ("category_id","purchase_status","listed_at");--> statement-breakpoint
CREATE INDEX "nfts_category_status_price_idx" ON "nfts" USING btree ("category_id","purchase_status","current_price");--> statement-breakpoint
CREATE INDEX "nfts_sub_category_status_listed_idx" ON "nfts" USING btree ("sub_category_id","purchase_status","listed_at");--> statement-breakpoint
CREATE INDEX "nfts_status_listed_idx" ON "nfts" USING btree ("purchase_status","listed_at");--> statement-breakpoint
CREATE INDEX "nfts_status_price_idx" ON "nfts" USING btree ("purchase_status","current_price");--> statement-breakpoint
CREATE INDEX "nfts_owner_idx" ON "nfts" USING btree ("owner_address");--> statement-breakpoint
CREATE INDEX "nfts_collection_idx" ON "nfts" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "nfts_creator_idx" ON "nfts" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "activities_from_created_idx" ON "activities" USING btree ("from_address","created_at");--> statement-breakpoint
CREATE INDEX "activities_to_created_idx" ON "activities" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "activities_nft_idx" ON "activities" USING btree ("nft_id");--> statement-breakpoint
CREATE INDEX "offers_nft_idx" ON "offers" USING btree ("nft_id");--> statement-breakpoint
CREATE INDEX "sale_history_nft_created_idx" ON "sale_history" USING btree ("nft_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));
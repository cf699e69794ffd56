CREATE TABLE "store_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar" text,
	"price" numeric NOT NULL,
	"area" numeric,
	"model_file" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vr_stores" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"social_id" text,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"nft_id" bigint,
	"marked_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vr_stores_nft_key" UNIQUE("nft_id")
);
--> statement-breakpoint
ALTER TABLE "store_templates" ADD CONSTRAINT "store_templates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_templates" ADD CONSTRAINT "store_templates_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vr_stores" ADD CONSTRAINT "vr_stores_template_id_store_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."store_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vr_stores" ADD CONSTRAINT "vr_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vr_stores" ADD CONSTRAINT "vr_stores_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vr_stores" ADD CONSTRAINT "vr_stores_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_templates_category_price_idx" ON "store_templates" USING btree ("category_id","price");--> statement-breakpoint
CREATE INDEX "vr_stores_user_idx" ON "vr_stores" USING btree ("user_id");
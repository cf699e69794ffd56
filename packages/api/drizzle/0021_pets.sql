CREATE TABLE "pet_combos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_combos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"model_id" bigint NOT NULL,
	"name" text NOT NULL,
	"collection_name" text NOT NULL,
	"data" jsonb NOT NULL,
	"nft_id" bigint,
	"glb_url" text,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_model_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_model_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"model_id" bigint NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"avatar" text,
	"required" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_model_textures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_model_textures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"part_id" bigint NOT NULL,
	"name" text NOT NULL,
	"file" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_models" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"avatar" text,
	"model_file" text NOT NULL,
	"price" numeric NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "pet_combos" ADD CONSTRAINT "pet_combos_model_id_pet_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."pet_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_combos" ADD CONSTRAINT "pet_combos_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_model_parts" ADD CONSTRAINT "pet_model_parts_model_id_pet_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."pet_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_model_textures" ADD CONSTRAINT "pet_model_textures_part_id_pet_model_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."pet_model_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_models" ADD CONSTRAINT "pet_models_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_models" ADD CONSTRAINT "pet_models_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_combos_model_idx" ON "pet_combos" USING btree ("model_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pet_combos_nft_idx" ON "pet_combos" USING btree ("nft_id");--> statement-breakpoint
CREATE INDEX "pet_model_parts_model_idx" ON "pet_model_parts" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "pet_model_textures_part_idx" ON "pet_model_textures" USING btree ("part_id");
CREATE TABLE "model_template_meshes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_template_meshes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" bigint NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"avatar" text,
	"price" numeric DEFAULT '0' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_template_textures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_template_textures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mesh_id" bigint NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"price" numeric DEFAULT '0' NOT NULL,
	"file" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar" text,
	"price" numeric NOT NULL,
	"area" numeric,
	"model_file" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"resource_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_template_meshes" ADD CONSTRAINT "model_template_meshes_template_id_model_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."model_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_template_textures" ADD CONSTRAINT "model_template_textures_mesh_id_model_template_meshes_id_fk" FOREIGN KEY ("mesh_id") REFERENCES "public"."model_template_meshes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_templates" ADD CONSTRAINT "model_templates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_templates" ADD CONSTRAINT "model_templates_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_template_meshes_template_idx" ON "model_template_meshes" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "model_template_textures_mesh_idx" ON "model_template_textures" USING btree ("mesh_id");--> statement-breakpoint
CREATE INDEX "model_templates_category_price_idx" ON "model_templates" USING btree ("category_id","price");--> statement-breakpoint
CREATE INDEX "model_templates_sub_category_idx" ON "model_templates" USING btree ("sub_category_id");
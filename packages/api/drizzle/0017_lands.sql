CREATE TABLE "land_cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "land_countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "land_projects" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"land_planning_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "land_recommend_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "land_recommend_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"land_id" integer NOT NULL,
	"recommend_to_buy_id" integer NOT NULL,
	"user_id" bigint,
	"url_market" text NOT NULL,
	"emails" text[] NOT NULL,
	"location" text NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lands" (
	"id" integer PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"land_planning_id" integer NOT NULL,
	"land_name" text NOT NULL,
	"land_title" text NOT NULL,
	"land_area" double precision NOT NULL,
	"total_price" numeric NOT NULL,
	"currency" text NOT NULL,
	"land_feature_type" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"center_lat" double precision NOT NULL,
	"center_lng" double precision NOT NULL,
	"recommend_to_buy_id" integer,
	"nft_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lands_nft_key" UNIQUE("nft_id")
);
--> statement-breakpoint
ALTER TABLE "land_cities" ADD CONSTRAINT "land_cities_country_id_land_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."land_countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_projects" ADD CONSTRAINT "land_projects_city_id_land_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."land_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_recommend_requests" ADD CONSTRAINT "land_recommend_requests_land_id_lands_id_fk" FOREIGN KEY ("land_id") REFERENCES "public"."lands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lands" ADD CONSTRAINT "lands_project_id_land_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."land_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lands" ADD CONSTRAINT "lands_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "land_cities_country_idx" ON "land_cities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "land_projects_city_idx" ON "land_projects" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "lands_project_idx" ON "lands" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "lands_updated_idx" ON "lands" USING btree ("updated_at");
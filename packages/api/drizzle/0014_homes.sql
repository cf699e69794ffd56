CREATE TABLE "home_claims" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"nft_id" bigint NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_claims_color_unique" UNIQUE("color")
);
--> statement-breakpoint
CREATE TABLE "home_colors" (
	"color" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_claims" ADD CONSTRAINT "home_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_claims" ADD CONSTRAINT "home_claims_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_claims" ADD CONSTRAINT "home_claims_color_home_colors_color_fk" FOREIGN KEY ("color") REFERENCES "public"."home_colors"("color") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_colors" ADD CONSTRAINT "home_colors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
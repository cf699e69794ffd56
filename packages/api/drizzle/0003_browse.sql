CREATE TABLE "ads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "nft_counts" (
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"currency" text NOT NULL,
	"purchase_status" smallint NOT NULL,
	"lab_active" boolean NOT NULL,
	"in_used" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	"onchain" boolean NOT NULL,
	"is_show" boolean NOT NULL,
	"listed" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "nft_counts_pk" PRIMARY KEY("category_id","sub_category_id","currency","purchase_status","lab_active","in_used","is_verified","onchain","is_show","listed")
);
--> statement-breakpoint
CREATE INDEX "ads_active_position_idx" ON "ads" USING btree ("active","position");--> statement-breakpoint
CREATE INDEX "captcha_uses_expires_idx" ON "captcha_uses" USING btree ("expires_at");
CREATE TABLE "recommend_design_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommend_design_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommend_design_requests" ADD CONSTRAINT "recommend_design_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommend_design_requests_user_idx" ON "recommend_design_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recommend_design_requests_created_idx" ON "recommend_design_requests" USING btree ("created_at","id");
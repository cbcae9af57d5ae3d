CREATE TABLE "prospect_starts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_code" text NOT NULL,
	"email" text NOT NULL,
	"utm_term" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_source" text,
	"utm_content" text,
	"referrer" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_starts_email_lower_ck" CHECK ("prospect_starts"."email" = lower("prospect_starts"."email"))
);
--> statement-breakpoint
DROP INDEX "members_partner_email_uq";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_update_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_starts_partner_email_uq" ON "prospect_starts" USING btree ("partner_code","email");--> statement-breakpoint
CREATE INDEX "members_partner_email_idx" ON "members" USING btree ("partner_code","email");--> statement-breakpoint
CREATE UNIQUE INDEX "members_partner_email_uq" ON "members" USING btree ("partner_code","email") WHERE not "members"."email_update_required";
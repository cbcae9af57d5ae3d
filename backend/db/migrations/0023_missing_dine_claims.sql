CREATE TABLE "missing_dine_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"partner_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"meal_date" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"award_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "missing_dine_claims_status_ck" CHECK ("missing_dine_claims"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "missing_dine_claims" ADD CONSTRAINT "missing_dine_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_dine_claims" ADD CONSTRAINT "missing_dine_claims_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_dine_claims" ADD CONSTRAINT "missing_dine_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_dine_claims" ADD CONSTRAINT "missing_dine_claims_award_transaction_id_transactions_id_fk" FOREIGN KEY ("award_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "missing_dine_claims_reference_uq" ON "missing_dine_claims" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "missing_dine_claims_report_uq" ON "missing_dine_claims" USING btree ("member_id","card_id","merchant_id","meal_date","amount_cents");--> statement-breakpoint
CREATE INDEX "missing_dine_claims_open_idx" ON "missing_dine_claims" USING btree ("partner_code","created_at") WHERE "missing_dine_claims"."status" = 'open';
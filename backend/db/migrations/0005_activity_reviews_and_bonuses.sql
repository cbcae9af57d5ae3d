CREATE TABLE "member_bonuses" (
	"partner_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'eligible' NOT NULL,
	"is_new_member_bonus" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enrolled_at" timestamp with time zone,
	CONSTRAINT "member_bonuses_member_id_code_pk" PRIMARY KEY("member_id","code"),
	CONSTRAINT "member_bonuses_status_ck" CHECK ("member_bonuses"."status" in ('eligible', 'enrolled', 'qualified'))
);
--> statement-breakpoint
CREATE TABLE "transaction_reviews" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"partner_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"rating" integer,
	"comment" text,
	"management_response" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_reviews_rating_ck" CHECK ("transaction_reviews"."rating" is null or "transaction_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "not_earned_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "credit_target_type" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "credit_target_label" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "benefit_processor" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "credit_status" text;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_reviews" ADD CONSTRAINT "transaction_reviews_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_reviews" ADD CONSTRAINT "transaction_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bonuses_partner_member_idx" ON "member_bonuses" USING btree ("partner_code","member_id");--> statement-breakpoint
CREATE INDEX "transaction_reviews_member_idx" ON "transaction_reviews" USING btree ("partner_code","member_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_not_earned_reason_ck" CHECK ("transactions"."not_earned_reason" is null or "transactions"."not_earned_reason" in ('card_linked_after_meal', 'debit_with_pin', 'non_earning_day', 'merchant_left_program', 'third_party_delivery'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_credit_target_type_ck" CHECK ("transactions"."credit_target_type" is null or "transactions"."credit_target_type" in ('card', 'other'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_credit_status_ck" CHECK ("transactions"."credit_status" is null or "transactions"."credit_status" in ('Requested', 'Processing', 'Paid', 'Failed'));
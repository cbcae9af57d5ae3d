CREATE TABLE "award_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"partner_code" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	CONSTRAINT "award_history_from_status_ck" CHECK ("award_history"."from_status" is null or "award_history"."from_status" in ('Awarded', 'Pending', 'Forfeit', 'Paid', 'Deferred')),
	CONSTRAINT "award_history_to_status_ck" CHECK ("award_history"."to_status" in ('Awarded', 'Pending', 'Forfeit', 'Paid', 'Deferred')),
	CONSTRAINT "award_history_actor_ck" CHECK ("award_history"."actor" in ('engine', 'schedule', 'posting', 'refund', 'support'))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"partner_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account_id" text,
	"amount" integer NOT NULL,
	"award_date" date NOT NULL,
	"posting_date" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"channel" text,
	"batch_id" text,
	"sent_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_kind_ck" CHECK ("postings"."kind" in ('award', 'reversal')),
	CONSTRAINT "postings_status_ck" CHECK ("postings"."status" in ('queued', 'sent', 'accepted', 'rejected')),
	CONSTRAINT "postings_channel_ck" CHECK ("postings"."channel" is null or "postings"."channel" in ('accrual-file', 'http')),
	CONSTRAINT "postings_amount_sign_ck" CHECK (("postings"."kind" = 'award' and "postings"."amount" > 0) or ("postings"."kind" = 'reversal' and "postings"."amount" < 0))
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_not_earned_reason_ck";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reverses_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "uncapped_amount" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "capped_by" text;--> statement-breakpoint
ALTER TABLE "award_history" ADD CONSTRAINT "award_history_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_history_transaction_idx" ON "award_history" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "postings_transaction_kind_uq" ON "postings" USING btree ("transaction_id","kind");--> statement-breakpoint
CREATE INDEX "postings_queued_due_idx" ON "postings" USING btree ("partner_code","next_attempt_at") WHERE "postings"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "postings_partner_sent_idx" ON "postings" USING btree ("partner_code","sent_at");--> statement-breakpoint
CREATE INDEX "postings_member_idx" ON "postings" USING btree ("partner_code","member_id");--> statement-breakpoint
CREATE INDEX "postings_rejected_here_idx" ON "postings" USING btree ("partner_code") WHERE "postings"."status" = 'rejected' and "postings"."acknowledged_at" is null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_transaction_id_transactions_id_fk" FOREIGN KEY ("reverses_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_ingested_awarded_idx" ON "transactions" USING btree ("partner_code") WHERE "transactions"."ingestion_batch_id" is not null and "transactions"."award_status" = 'Awarded';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_capped_by_ck" CHECK ("transactions"."capped_by" is null or "transactions"."capped_by" in ('per_visit', 'merchant_month'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_uncapped_ck" CHECK (("transactions"."capped_by" is null) = ("transactions"."uncapped_amount" is null));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_not_earned_reason_ck" CHECK ("transactions"."not_earned_reason" is null or "transactions"."not_earned_reason" in ('card_linked_after_meal', 'debit_with_pin', 'non_earning_day', 'merchant_left_program', 'third_party_delivery', 'reservation_cancelled', 'reservation_no_show', 'refunded', 'no_campaign_for_tier', 'merchant_month_cap'));
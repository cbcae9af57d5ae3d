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
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_not_earned_reason_ck";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "uncapped_amount" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "capped_by" text;--> statement-breakpoint
ALTER TABLE "award_history" ADD CONSTRAINT "award_history_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_history_transaction_idx" ON "award_history" USING btree ("transaction_id","id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_capped_by_ck" CHECK ("transactions"."capped_by" is null or "transactions"."capped_by" in ('per_visit', 'merchant_month'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_uncapped_ck" CHECK (("transactions"."capped_by" is null) = ("transactions"."uncapped_amount" is null));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_not_earned_reason_ck" CHECK ("transactions"."not_earned_reason" is null or "transactions"."not_earned_reason" in ('card_linked_after_meal', 'debit_with_pin', 'non_earning_day', 'merchant_left_program', 'third_party_delivery', 'reservation_cancelled', 'reservation_no_show', 'refunded', 'no_campaign_for_tier', 'merchant_month_cap'));
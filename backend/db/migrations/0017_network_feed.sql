CREATE TABLE "merchant_network_ids" (
	"network" text NOT NULL,
	"network_merchant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	CONSTRAINT "merchant_network_ids_network_network_merchant_id_pk" PRIMARY KEY("network","network_merchant_id"),
	CONSTRAINT "merchant_network_ids_network_ck" CHECK ("merchant_network_ids"."network" in ('visa', 'mastercard', 'amex', 'discover'))
);
--> statement-breakpoint
CREATE TABLE "network_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network" text NOT NULL,
	"network_transaction_id" text NOT NULL,
	"message_type" text NOT NULL,
	"original_network_transaction_id" text,
	"card_reference" text NOT NULL,
	"network_merchant_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"match_status" text NOT NULL,
	"unmatched_reason" text,
	"partner_code" text,
	"card_id" uuid,
	"merchant_id" text,
	"award_transaction_id" uuid,
	"batch_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_transactions_network_ck" CHECK ("network_transactions"."network" in ('visa', 'mastercard', 'amex', 'discover')),
	CONSTRAINT "network_transactions_message_type_ck" CHECK ("network_transactions"."message_type" in ('authorization', 'clearing', 'refund')),
	CONSTRAINT "network_transactions_match_status_ck" CHECK ("network_transactions"."match_status" in ('matched', 'unmatched')),
	CONSTRAINT "network_transactions_unmatched_reason_ck" CHECK ("network_transactions"."unmatched_reason" is null or "network_transactions"."unmatched_reason" in ('unknown_card_reference', 'card_unregistered', 'unknown_merchant', 'unsupported_currency'))
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_not_earned_reason_ck";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "network_card_reference" text;--> statement-breakpoint
ALTER TABLE "merchant_network_ids" ADD CONSTRAINT "merchant_network_ids_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_transactions" ADD CONSTRAINT "network_transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_transactions" ADD CONSTRAINT "network_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_transactions" ADD CONSTRAINT "network_transactions_award_transaction_id_transactions_id_fk" FOREIGN KEY ("award_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_network_ids_merchant_idx" ON "merchant_network_ids" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "network_transactions_source_uq" ON "network_transactions" USING btree ("network","network_transaction_id");--> statement-breakpoint
CREATE INDEX "network_transactions_original_idx" ON "network_transactions" USING btree ("network","original_network_transaction_id");--> statement-breakpoint
CREATE INDEX "network_transactions_unmatched_idx" ON "network_transactions" USING btree ("card_reference") WHERE "network_transactions"."match_status" = 'unmatched';--> statement-breakpoint
CREATE UNIQUE INDEX "cards_network_reference_uq" ON "cards" USING btree ("network_card_reference") WHERE "cards"."network_card_reference" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_not_earned_reason_ck" CHECK ("transactions"."not_earned_reason" is null or "transactions"."not_earned_reason" in ('card_linked_after_meal', 'debit_with_pin', 'non_earning_day', 'merchant_left_program', 'third_party_delivery', 'reservation_cancelled', 'reservation_no_show', 'refunded'));
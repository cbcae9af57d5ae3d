ALTER TABLE "transactions" ADD COLUMN "redemption_status" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "delivery_brand" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_redemption_status_ck" CHECK ("transactions"."redemption_status" is null or "transactions"."redemption_status" in ('pending', 'pending_received', 'completed', 'rejected', 'error'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_delivery_method_ck" CHECK ("transactions"."delivery_method" is null or "transactions"."delivery_method" in ('Card', 'Email'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_delivery_brand_ck" CHECK ("transactions"."delivery_brand" is null or "transactions"."delivery_brand" in ('MasterCard', 'Tremendous', 'Visa', 'XXXX'));--> statement-breakpoint
-- Existing statement credits carry over to the spec's values before 0009 drops the old columns.
UPDATE "transactions" AS t SET
  "redemption_status" = CASE t."credit_status"
    WHEN 'Requested' THEN 'pending'
    WHEN 'Processing' THEN 'pending_received'
    WHEN 'Paid' THEN 'completed'
    WHEN 'Failed' THEN 'error'
    ELSE CASE WHEN t."award_status" = 'Paid' THEN 'completed' ELSE 'pending_received' END
  END,
  "delivery_method" = CASE WHEN t."credit_target_type" = 'other' THEN 'Email' ELSE 'Card' END,
  "delivery_brand" = CASE (SELECT c."card_type" FROM "cards" AS c WHERE c."id" = t."card_id")
    WHEN 'Visa' THEN 'Visa'
    WHEN 'Mastercard' THEN 'MasterCard'
    ELSE 'XXXX'
  END
WHERE t."record_type" = 'credit';

ALTER TABLE "transactions" DROP CONSTRAINT "transactions_credit_target_type_ck";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_credit_status_ck";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "credit_target_type";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "credit_status";
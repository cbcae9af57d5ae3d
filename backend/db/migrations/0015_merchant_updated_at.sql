ALTER TABLE "merchants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows that predate the column last changed when they arrived, as far as anyone knows.
UPDATE "merchants" SET "updated_at" = "created_at";

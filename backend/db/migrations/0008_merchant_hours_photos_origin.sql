ALTER TABLE "merchants" ADD COLUMN "order_online_internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "reviews" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "origin" text DEFAULT 'import' NOT NULL;--> statement-breakpoint
-- Merchants seeded before this migration ordered "internally" through a page of this site that only
-- said to call; ordering now always links to the restaurant's ordering site, the dialog first.
UPDATE "merchants" SET "order_online_internal" = true, "order_online_url" = 'https://order.example/' || "id" WHERE "order_online_url" LIKE '/merchants/%';

CREATE TABLE "member_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"party_size" integer NOT NULL,
	"special_requests" text,
	"confirmation_number" text NOT NULL,
	"provider_cancel_token" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"with_card" boolean NOT NULL,
	"bonus_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "member_reservations_status_ck" CHECK ("member_reservations"."status" in ('booked', 'cancelled', 'dined', 'no_show')),
	CONSTRAINT "member_reservations_party_ck" CHECK ("member_reservations"."party_size" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "member_reservations" ADD CONSTRAINT "member_reservations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reservations" ADD CONSTRAINT "member_reservations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_reservations_member_idx" ON "member_reservations" USING btree ("partner_code","member_id","starts_at");--> statement-breakpoint
CREATE INDEX "member_reservations_merchant_date_idx" ON "member_reservations" USING btree ("merchant_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "member_reservations_confirmation_uq" ON "member_reservations" USING btree ("confirmation_number");
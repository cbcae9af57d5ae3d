CREATE TABLE "provider_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"confirmation_number" text NOT NULL,
	"cancel_token_digest" text NOT NULL,
	"merchant_id" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"party_size" integer NOT NULL,
	"table_id" uuid NOT NULL,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text NOT NULL,
	"special_requests" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "provider_bookings_status_ck" CHECK ("provider_bookings"."status" in ('booked', 'cancelled')),
	CONSTRAINT "provider_bookings_party_ck" CHECK ("provider_bookings"."party_size" between 1 and 20),
	CONSTRAINT "provider_bookings_turn_ck" CHECK ("provider_bookings"."ends_at" > "provider_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "reservation_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"label" text NOT NULL,
	"min_party" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "reservation_tables_size_ck" CHECK ("reservation_tables"."min_party" between 1 and "reservation_tables"."capacity" and "reservation_tables"."capacity" <= 20)
);
--> statement-breakpoint
ALTER TABLE "provider_bookings" ADD CONSTRAINT "provider_bookings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bookings" ADD CONSTRAINT "provider_bookings_table_id_reservation_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."reservation_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_bookings_confirmation_uq" ON "provider_bookings" USING btree ("confirmation_number");--> statement-breakpoint
CREATE INDEX "provider_bookings_merchant_starts_idx" ON "provider_bookings" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_tables_merchant_label_uq" ON "reservation_tables" USING btree ("merchant_id","label");
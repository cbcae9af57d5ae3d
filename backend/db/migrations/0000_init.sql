CREATE TABLE "favorites" (
	"partner_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_member_id_merchant_id_pk" PRIMARY KEY("member_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "impressions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"partner_code" text NOT NULL,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"user_agent" text NOT NULL,
	"merchant_id" text,
	"public_id" text,
	"path" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_code" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"merchant_id" text,
	"card_id" uuid,
	"record_type" text DEFAULT 'transaction' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"ticket_amount_cents" integer DEFAULT 0 NOT NULL,
	"benefit_amount" integer DEFAULT 0 NOT NULL,
	"award_status" text NOT NULL,
	"transaction_type" text NOT NULL,
	"source_transaction_id" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"description" text NOT NULL,
	"number_hash" text NOT NULL,
	"partner_card_id" text,
	"direct_file_feed_opt_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"partner_card_id" text NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_code" text NOT NULL,
	"public_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"sms_opt_in" boolean DEFAULT false NOT NULL,
	"email_opt_in" boolean DEFAULT false NOT NULL,
	"partner_number" text,
	"member_type" text DEFAULT 'EnrolledCardMember' NOT NULL,
	"tier_level" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"has_web_profile" boolean DEFAULT true NOT NULL,
	"interface_type" text DEFAULT 'direct' NOT NULL,
	"enrollment_source" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"utm_term" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_source" text,
	"utm_content" text,
	"referrer" text,
	"source" text,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"sso_subject" text,
	"join_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_campaigns" (
	"merchant_id" text NOT NULL,
	"partner_code" text NOT NULL,
	"tier_level" integer NOT NULL,
	"campaign_code" text NOT NULL,
	CONSTRAINT "merchant_campaigns_merchant_id_partner_code_tier_level_pk" PRIMARY KEY("merchant_id","partner_code","tier_level")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cuisines" text[] NOT NULL,
	"price_range" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"rating_count" integer NOT NULL,
	"neighborhood" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"address1" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"features" text[] NOT NULL,
	"meals_served" text[] NOT NULL,
	"acclaimed_level" integer DEFAULT 0 NOT NULL,
	"highlight" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"reservation_open_table" boolean DEFAULT false NOT NULL,
	"order_online_url" text,
	"image_base_url" text NOT NULL,
	"menu_image_urls" text[] NOT NULL,
	"benefit_days" integer DEFAULT 127 NOT NULL,
	"offer_type" text DEFAULT 'Unlimited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_cards" ADD CONSTRAINT "partner_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_campaigns" ADD CONSTRAINT "merchant_campaigns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_partner_member_idx" ON "favorites" USING btree ("partner_code","member_id");--> statement-breakpoint
CREATE INDEX "impressions_partner_received_idx" ON "impressions" USING btree ("partner_code","received_at");--> statement-breakpoint
CREATE INDEX "outbox_partner_created_idx" ON "outbox_messages" USING btree ("partner_code","created_at");--> statement-breakpoint
CREATE INDEX "transactions_member_date_idx" ON "transactions" USING btree ("partner_code","member_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_partner_hash_live_uq" ON "cards" USING btree ("partner_code","number_hash") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_member_idx" ON "cards" USING btree ("partner_code","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_cards_uq" ON "partner_cards" USING btree ("partner_code","partner_card_id");--> statement-breakpoint
CREATE INDEX "partner_cards_member_idx" ON "partner_cards" USING btree ("partner_code","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_partner_email_uq" ON "members" USING btree ("partner_code","email");--> statement-breakpoint
CREATE UNIQUE INDEX "members_partner_number_uq" ON "members" USING btree ("partner_code","partner_number") WHERE "members"."partner_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_partner_sso_subject_uq" ON "members" USING btree ("partner_code","sso_subject") WHERE "members"."sso_subject" is not null;--> statement-breakpoint
CREATE INDEX "members_partner_created_idx" ON "members" USING btree ("partner_code","created_at");--> statement-breakpoint
CREATE INDEX "merchant_campaigns_partner_idx" ON "merchant_campaigns" USING btree ("partner_code","campaign_code");--> statement-breakpoint
CREATE INDEX "merchants_lat_lng_idx" ON "merchants" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "merchants_created_idx" ON "merchants" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "merchants_city_idx" ON "merchants" USING btree ("state","city");
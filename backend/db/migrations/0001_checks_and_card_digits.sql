ALTER TABLE "cards" ALTER COLUMN "last_four" SET DATA TYPE char(4);--> statement-breakpoint
ALTER TABLE "partner_cards" ALTER COLUMN "last_four" SET DATA TYPE char(4);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_record_type_ck" CHECK ("transactions"."record_type" in ('transaction', 'credit'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_award_status_ck" CHECK ("transactions"."award_status" in ('Awarded', 'Pending', 'Forfeit', 'Paid', 'Deferred'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_transaction_type_ck" CHECK ("transactions"."transaction_type" in ('M', 'J', '+', 'A', 'B', 'S'));--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_card_type_ck" CHECK ("cards"."card_type" in ('Visa', 'Amex', 'Mastercard', 'Discover'));--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_last_four_ck" CHECK ("cards"."last_four" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "partner_cards" ADD CONSTRAINT "partner_cards_card_type_ck" CHECK ("partner_cards"."card_type" in ('Visa', 'Amex', 'Mastercard', 'Discover'));--> statement-breakpoint
ALTER TABLE "partner_cards" ADD CONSTRAINT "partner_cards_last_four_ck" CHECK ("partner_cards"."last_four" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_email_lower_ck" CHECK ("members"."email" = lower("members"."email"));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_tier_level_ck" CHECK ("members"."tier_level" between 0 and 3);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_member_type_ck" CHECK ("members"."member_type" in ('EnrolledCardMember', 'NonCardMember', 'ClosedAccountMember'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_interface_type_ck" CHECK ("members"."interface_type" in ('known', 'sso', 'direct'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_failed_sign_ins_ck" CHECK ("members"."failed_sign_ins" >= 0);--> statement-breakpoint
ALTER TABLE "merchant_campaigns" ADD CONSTRAINT "merchant_campaigns_tier_ck" CHECK ("merchant_campaigns"."tier_level" in (0, 2, 3));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_price_range_ck" CHECK ("merchants"."price_range" between 1 and 4);--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_rating_ck" CHECK ("merchants"."rating" between 0 and 5 and "merchants"."rating_count" >= 0);--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_acclaimed_level_ck" CHECK ("merchants"."acclaimed_level" between 0 and 2);--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_benefit_days_ck" CHECK ("merchants"."benefit_days" between 0 and 127);--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_position_ck" CHECK ("merchants"."latitude" between -90 and 90 and "merchants"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_offer_type_ck" CHECK ("merchants"."offer_type" in ('Unlimited', 'Limited'));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_highlight_ck" CHECK ("merchants"."highlight" is null or "merchants"."highlight" in ('acclaimed', 'comingSoon', 'leavingSoon', 'new', 'order external', 'order internal'));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_features_ck" CHECK ("merchants"."features" <@ array['delivery', 'dine_in', 'takeout', 'order_online']::text[]);--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_meals_ck" CHECK ("merchants"."meals_served" <@ array['breakfast', 'brunch', 'lunch', 'dinner', 'late_night']::text[]);
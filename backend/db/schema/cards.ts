// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./members";
import { cardTypes, oneOf } from "./values";

/**
 * A member's linked payment card. The number itself is never stored: only a keyed hash (to
 * find duplicates) and the last four digits.
 */
export const cards = pgTable(
  "cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerCode: text("partner_code").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    cardType: text("card_type", { enum: cardTypes }).notNull(),
    lastFour: char("last_four", { length: 4 }).notNull(),
    description: text("description").notNull(),
    /** Keyed hash of the full number: finds a card linked twice without storing the number. */
    numberHash: text("number_hash").notNull(),
    partnerCardId: text("partner_card_id"),
    directFileFeedOptIn: boolean("direct_file_feed_opt_in").notNull().default(false),
    /**
     * The card network's reference for this card, given when the card was registered with its
     * network (backend/network, decision 0061): the network's feed names the card by it. Null
     * until the network has answered. Kept after the card is deleted, so a late clearing of a
     * meal made while it was linked still finds it.
     */
    networkCardReference: text("network_card_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("cards_partner_hash_live_uq")
      .on(t.partnerCode, t.numberHash)
      .where(sql`${t.deletedAt} is null`),
    index("cards_member_idx").on(t.partnerCode, t.memberId),
    uniqueIndex("cards_network_reference_uq")
      .on(t.networkCardReference)
      .where(sql`${t.networkCardReference} is not null`),
    check("cards_card_type_ck", sql`${t.cardType} in (${sql.raw(oneOf(cardTypes))})`),
    check("cards_last_four_ck", sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);

/** Cards a partner has on file for a member, offered for one-click linking. */
export const partnerCards = pgTable(
  "partner_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerCode: text("partner_code").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    partnerCardId: text("partner_card_id").notNull(),
    cardType: text("card_type", { enum: cardTypes }).notNull(),
    lastFour: char("last_four", { length: 4 }).notNull(),
  },
  (t) => [
    uniqueIndex("partner_cards_uq").on(t.partnerCode, t.partnerCardId),
    index("partner_cards_member_idx").on(t.partnerCode, t.memberId),
    check("partner_cards_card_type_ck", sql`${t.cardType} in (${sql.raw(oneOf(cardTypes))})`),
    check("partner_cards_last_four_ck", sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);

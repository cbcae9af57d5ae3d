import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { cards, members, merchants } from "@/backend/db/schema";
import type { RecordDineForm } from "@/shared/contracts/ingestion";
import { zonedTimeToInstant } from "@/shared/rules/zoned-time";
import { cardEarnsAfterMs } from "../engine/base-award";

export type StagedDine =
  | { readonly ok: true; readonly cardId: string; readonly mealDate: Date }
  | { readonly ok: false; readonly fields: Partial<Record<keyof RecordDineForm, string>> };

/**
 * Turns the staging tools' "Record a dine" form into what the feed would send: the member's card
 * (by its last four, or the newest), and the meal's instant from the restaurant's date and time.
 * With cardLinkedInTime the card's link date moves to just over 24 hours before the meal, so a
 * test member who linked a card minutes ago can dine "today" (test data only: the tools never
 * exist in production).
 */
export async function stageDine(db: Db, partnerCode: string, form: RecordDineForm): Promise<StagedDine> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.email, form.email)));
  if (!member) return { ok: false, fields: { email: "No member of this program has this email address" } };
  const [card] = await db
    .select({ id: cards.id, createdAt: cards.createdAt })
    .from(cards)
    .where(
      and(
        eq(cards.partnerCode, partnerCode),
        eq(cards.memberId, member.id),
        isNull(cards.deletedAt),
        form.cardLastFour ? eq(cards.lastFour, form.cardLastFour) : undefined,
      ),
    )
    .orderBy(desc(cards.createdAt))
    .limit(1);
  if (!card)
    return {
      ok: false,
      fields: {
        cardLastFour: form.cardLastFour
          ? "The member has no linked card ending in these digits"
          : "The member has no linked card",
      },
    };
  const [merchant] = await db
    .select({ timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, form.merchantId));
  if (!merchant) return { ok: false, fields: { merchantId: "No merchant has this id" } };
  const mealDate = zonedTimeToInstant(form.date, form.time, merchant.timeZone);
  if (form.cardLinkedInTime && mealDate.getTime() - card.createdAt.getTime() < cardEarnsAfterMs) {
    await db
      .update(cards)
      .set({ createdAt: new Date(mealDate.getTime() - cardEarnsAfterMs - 3_600_000) })
      .where(eq(cards.id, card.id));
  }
  return { ok: true, cardId: card.id, mealDate };
}

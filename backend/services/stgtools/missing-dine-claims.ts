import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { cards, members, merchants, missingDineClaims } from "@/backend/db/schema";
import type { OpenMissingDineClaim } from "@/shared/contracts/missing-dine-values";

/** The staging tools show the newest claims; support works from the reference beyond them. */
const listed = 50;

/**
 * The partner's open missing-dine claims, newest first (decision 0069), for support to read in
 * the staging tools: the member by email, as the tools' other lists name them, the card by its
 * type and last four only.
 */
export async function listOpenMissingDineClaims(
  db: Db,
  { partnerCode }: { readonly partnerCode: string },
): Promise<OpenMissingDineClaim[]> {
  const rows = await db
    .select({
      reference: missingDineClaims.reference,
      memberEmail: members.email,
      cardType: cards.cardType,
      lastFour: cards.lastFour,
      merchantId: merchants.id,
      merchantName: merchants.name,
      mealDate: missingDineClaims.mealDate,
      amountCents: missingDineClaims.amountCents,
      createdAt: missingDineClaims.createdAt,
    })
    .from(missingDineClaims)
    .innerJoin(members, eq(members.id, missingDineClaims.memberId))
    .innerJoin(cards, eq(cards.id, missingDineClaims.cardId))
    .innerJoin(merchants, eq(merchants.id, missingDineClaims.merchantId))
    .where(and(eq(missingDineClaims.partnerCode, partnerCode), eq(missingDineClaims.status, "open")))
    .orderBy(desc(missingDineClaims.createdAt), desc(missingDineClaims.reference))
    .limit(listed);
  return rows.map(({ cardType, lastFour, ...claim }) => ({
    ...claim,
    card: `${cardType} ending in ${lastFour}`,
  }));
}

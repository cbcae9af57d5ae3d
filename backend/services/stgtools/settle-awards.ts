import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";

export type SettleOutcome =
  { readonly kind: "settled"; readonly count: number } | { readonly kind: "unknown-member" };

/**
 * The staging tools' "Settle due awards": the posting schedule's step now, for one member of the
 * program when an email is given (so two testers never settle each other's meals), else for all.
 */
export async function settleAwardsNow(db: Db, partnerCode: string, email: string): Promise<SettleOutcome> {
  if (email === "") return { kind: "settled", count: await settleDueAwards(db, new Date()) };
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.email, email)));
  if (!member) return { kind: "unknown-member" };
  return { kind: "settled", count: await settleDueAwards(db, new Date(), member.id) };
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members, prospectStarts } from "@/backend/db/schema";
import { referralColumns, type ReferralInput } from "./referral-columns";

export type StartProspectResult = "recorded" | "member";

/** `excluded.<column>` when the new call sent a value, else what the row already held. */
function newerOrKept(column: keyof ReturnType<typeof referralColumns>) {
  const target = prospectStarts[column];
  return sql`coalesce(excluded.${sql.identifier(target.name)}, ${target})`;
}

/**
 * Records that a visitor began enrolling with this address (public-and-shared §4 Prospect email
 * flow). One row per partner and address: a repeat refreshes updated_at and takes the referral
 * values it brings, keeping earlier ones it does not (a later direct visit does not erase the
 * campaign that brought the visitor first). An address that already has an account is not a
 * prospect and is not recorded; the caller answers the same either way.
 */
export async function startProspect(
  db: Db,
  input: { partnerCode: string; email: string; referral: ReferralInput; now?: Date },
): Promise<StartProspectResult> {
  const now = input.now ?? new Date();
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.partnerCode, input.partnerCode), eq(members.email, input.email)))
    .limit(1);
  if (member) return "member";

  const referral = referralColumns(input.referral);
  await db
    .insert(prospectStarts)
    .values({
      partnerCode: input.partnerCode,
      email: input.email,
      ...referral,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [prospectStarts.partnerCode, prospectStarts.email],
      set: {
        utmTerm: newerOrKept("utmTerm"),
        utmMedium: newerOrKept("utmMedium"),
        utmCampaign: newerOrKept("utmCampaign"),
        utmSource: newerOrKept("utmSource"),
        utmContent: newerOrKept("utmContent"),
        referrer: newerOrKept("referrer"),
        source: newerOrKept("source"),
        updatedAt: now,
      },
    });
  return "recorded";
}

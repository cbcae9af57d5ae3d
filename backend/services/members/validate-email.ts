import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { homeEmailMaxLength } from "@/shared/constants";
import { partnerNumberPattern } from "@/shared/contracts/enrollment";
import { simpleEmailPattern } from "@/shared/rules/email-patterns";

/**
 * The home prospect form's check (public-and-shared §4 Prospect email flow): true when the value
 * could start a new account here, i.e. it has the right format and no account of this partner
 * uses it yet. False sends the visitor to login. With usePpn a partner number is accepted too.
 */
export async function isNewAccountIdentifier(
  db: Db,
  { partnerCode, value, usePpn }: { partnerCode: string; value: string; usePpn: boolean },
): Promise<boolean> {
  const identifier = value.trim();
  if (identifier.includes("@") || !usePpn) {
    const email = identifier.toLowerCase();
    // The join form accepts at most 50 characters: a longer address could never sign up.
    if (email.length > homeEmailMaxLength || !simpleEmailPattern.test(email)) return false;
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.partnerCode, partnerCode), eq(members.email, email)))
      .limit(1);
    return !row;
  }
  if (!partnerNumberPattern.test(identifier)) return false;
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.partnerNumber, identifier)))
    .limit(1);
  return !row;
}

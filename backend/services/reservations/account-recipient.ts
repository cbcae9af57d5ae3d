import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";

export interface AccountRecipient {
  readonly email: string;
  readonly firstName: string;
}

/**
 * The member's account address and name: the only recipient the program's reservation mail has
 * (the booking form's email is the restaurant's contact for the guest, and is not kept).
 */
export async function accountRecipient(
  db: Db,
  scope: { partnerCode: string; memberId: string },
): Promise<AccountRecipient | undefined> {
  const [member] = await db
    .select({ email: members.email, firstName: members.firstName })
    .from(members)
    .where(and(eq(members.partnerCode, scope.partnerCode), eq(members.id, scope.memberId)));
  return member;
}

/** The account recipients of a partner's members at once, by member id: for a job's batch. */
export async function accountRecipients(
  db: Db,
  partnerCode: string,
  memberIds: readonly string[],
): Promise<ReadonlyMap<string, AccountRecipient>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, email: members.email, firstName: members.firstName })
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), inArray(members.id, [...memberIds])));
  return new Map(rows.map(({ id, ...recipient }) => [id, recipient]));
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { lockoutMinutes, signInAttemptsBeforeLockout } from "@/lib/constants";
import { hashPassword, verifyPassword } from "./password-hash";

export type SignInResult =
  | { readonly kind: "signed-in"; readonly memberId: string; readonly publicId: string }
  | { readonly kind: "invalid" }
  | { readonly kind: "locked"; readonly lockedUntil: Date };

// Verified against when no account matches, so an unknown email costs the same scrypt time as a
// wrong password and response times do not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that matches nothing");
  return decoyHash;
}

/**
 * Checks a direct-enrollment member's email and password. Failures are counted on the account;
 * the `signInAttemptsBeforeLockout`-th wrong password in a row locks it for `lockoutMinutes`,
 * and while locked even the right password is refused (the recover flow unlocks it).
 */
export async function signIn(
  db: Db,
  input: { partnerCode: string; email: string; password: string; now?: Date },
): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const [row] = await db
    .select({
      id: members.id,
      publicId: members.publicId,
      passwordHash: members.passwordHash,
      lockedUntil: members.lockedUntil,
    })
    .from(members)
    .where(and(eq(members.partnerCode, input.partnerCode), eq(members.email, input.email)));

  if (!row?.passwordHash) {
    // SSO members have no password here; unknown emails get the same work and the same answer.
    await verifyPassword(input.password, await decoy());
    return { kind: "invalid" };
  }
  if (row.lockedUntil && row.lockedUntil > now) return { kind: "locked", lockedUntil: row.lockedUntil };

  if (await verifyPassword(input.password, row.passwordHash)) {
    await db
      .update(members)
      .set({ failedSignIns: 0, lockedUntil: null, updatedAt: now })
      .where(eq(members.id, row.id));
    return { kind: "signed-in", memberId: row.id, publicId: row.publicId };
  }

  // One atomic increment, so parallel guesses cannot slip past the limit between read and write.
  const [counted] = await db
    .update(members)
    .set({ failedSignIns: sql`${members.failedSignIns} + 1`, updatedAt: now })
    .where(eq(members.id, row.id))
    .returning({ failedSignIns: members.failedSignIns });
  if ((counted?.failedSignIns ?? 0) < signInAttemptsBeforeLockout) return { kind: "invalid" };

  const lockedUntil = new Date(now.getTime() + lockoutMinutes * 60_000);
  await db.update(members).set({ failedSignIns: 0, lockedUntil }).where(eq(members.id, row.id));
  return { kind: "locked", lockedUntil };
}

import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members, passwordResetTokens } from "@/backend/db/schema";
import { hashPassword } from "../members/password-hash";
import { findResetToken } from "./find-reset-token";
import { revokeMemberSessions } from "../sessions/session-rows";

export type ResetPasswordResult = "updated" | "invalid-token" | "contains-partner-number";

/**
 * Step 3 of recovery: sets the new password and spends the link. The token is claimed with one
 * conditional update, so two submits of the same link cannot both succeed. A reset also lifts a
 * sign-in lockout: proving control of the mailbox is what the locked-out message asks for.
 */
export async function resetPassword(
  db: Db,
  input: { partnerCode: string; token: string; password: string; now?: Date },
): Promise<ResetPasswordResult> {
  const now = input.now ?? new Date();
  const found = await findResetToken(db, { partnerCode: input.partnerCode, token: input.token, now });
  if (!found) return "invalid-token";
  const [member] = await db
    .select({ partnerNumber: members.partnerNumber })
    .from(members)
    .where(eq(members.id, found.memberId));
  if (member?.partnerNumber && input.password.includes(member.partnerNumber))
    return "contains-partner-number";

  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return "invalid-token";
    await tx
      .update(members)
      .set({ passwordHash, failedSignIns: 0, lockedUntil: null, updatedAt: now })
      .where(eq(members.id, found.memberId));
    // Any other link still out there stops working with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.memberId, found.memberId), isNull(passwordResetTokens.usedAt)));
    // Whoever knew the old password is signed out everywhere, this instance or any other.
    await revokeMemberSessions(tx, { memberId: found.memberId, partnerCode: input.partnerCode, now });
    return "updated";
  });
}

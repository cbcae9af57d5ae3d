import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members, passwordResetTokens } from "@/backend/db/schema";
import { passwordResetTokenMinutes } from "@/lib/constants";
import { sendMail } from "../mail/send-mail";
import { newResetToken } from "./reset-tokens";

/**
 * Step 1 of recovery: when an account with a password matches the email or partner number, a
 * single-use link is emailed and any earlier link stops working. Nothing tells the caller
 * whether an account matched, so the form cannot be used to find out who is a member.
 */
export async function requestPasswordReset(
  db: Db,
  input: {
    partnerCode: string;
    partnerName: string;
    origin: string;
    emailOrPartnerNumber: string;
    now?: Date;
  },
): Promise<void> {
  const now = input.now ?? new Date();
  const identifier = input.emailOrPartnerNumber.trim();
  const byEmail = identifier.includes("@");
  const [member] = await db
    .select({ id: members.id, email: members.email, firstName: members.firstName })
    .from(members)
    .where(
      and(
        eq(members.partnerCode, input.partnerCode),
        byEmail ? eq(members.email, identifier.toLowerCase()) : eq(members.partnerNumber, identifier),
        isNotNull(members.passwordHash),
      ),
    );
  if (!member) return;

  const { token, tokenHash } = newResetToken();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.memberId, member.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      partnerCode: input.partnerCode,
      memberId: member.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + passwordResetTokenMinutes * 60_000),
    });
  });

  const link = `${input.origin}/recover/update?token=${token}`;
  await sendMail(db, {
    partnerCode: input.partnerCode,
    to: member.email,
    subject: `Reset your ${input.partnerName} password`,
    text: [
      `Hi ${member.firstName},`,
      "",
      `Someone asked to reset the password of your ${input.partnerName} account.`,
      `To choose a new password, open this link within ${passwordResetTokenMinutes} minutes:`,
      "",
      link,
      "",
      "If you did not ask for this, you can ignore this email: your password stays as it is.",
    ].join("\n"),
  });
}

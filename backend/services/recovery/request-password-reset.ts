import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members, passwordResetTokens } from "@/backend/db/schema";
import { passwordResetTokenMinutes } from "@/shared/constants";
import { sendMail } from "../mail/send-mail";
import { maxAccountsPerEmail } from "../members/sign-in";
import { recoveryMailText, type RecoveryLink } from "./recovery-mail";
import { newResetToken } from "./reset-tokens";

/**
 * Step 1 of recovery: when accounts with a password match the email or partner number, a
 * single-use link per account is emailed and any earlier link of those accounts stops working.
 * Accounts imported with a shared email (decision 0014) each get their own link in the one
 * message, so the member picks the account to reset. Nothing tells the caller whether an
 * account matched, so the form cannot be used to find out who is a member.
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
  const accounts = await db
    .select({
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      partnerNumber: members.partnerNumber,
    })
    .from(members)
    .where(
      and(
        eq(members.partnerCode, input.partnerCode),
        byEmail ? eq(members.email, identifier.toLowerCase()) : eq(members.partnerNumber, identifier),
        isNotNull(members.passwordHash),
      ),
    )
    .orderBy(asc(members.createdAt), asc(members.id))
    .limit(maxAccountsPerEmail);
  const [first] = accounts;
  if (!first) return;

  const issued = accounts.map((account) => ({ account, ...newResetToken() }));
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          inArray(
            passwordResetTokens.memberId,
            accounts.map((account) => account.id),
          ),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await tx.insert(passwordResetTokens).values(
      issued.map(({ account, tokenHash }) => ({
        partnerCode: input.partnerCode,
        memberId: account.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + passwordResetTokenMinutes * 60_000),
      })),
    );
  });

  const links: RecoveryLink[] = issued.map(({ account, token }) => ({
    ...account,
    url: `${input.origin}/recover/update?token=${token}`,
  }));
  await sendMail(db, {
    partnerCode: input.partnerCode,
    to: first.email,
    subject: `Reset your ${input.partnerName} password`,
    text: recoveryMailText(input.partnerName, links),
  });
}

import "server-only";
import { and, eq, or } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members, prospectStarts } from "@/backend/db/schema";
import { uniqueViolation } from "@/backend/db/unique-violation";
import { formMessages } from "@/shared/contracts/form-messages";
import type { ProspectSignUpRequest } from "@/shared/contracts/enrollment";
import { deriveSmsOptIn } from "@/shared/rules/sms-opt-in";
import { hashPassword } from "./password-hash";
import { newPublicId } from "./public-id";
import { referralColumns } from "./referral-columns";

export type SignUpResult =
  | { readonly kind: "created"; readonly memberId: string; readonly publicId: string }
  | { readonly kind: "taken"; readonly fields: Readonly<Record<string, string>> };

type SignUpInput = Omit<ProspectSignUpRequest, "gRecaptchaResponse" | "termsAccepted" | "passwordConfirm">;

/**
 * Which of the email and partner number another account of the partner already uses. Every
 * account counts, those flagged email_update_required too: their address is not free for a
 * new account just because the unique index exempts them.
 */
async function takenFields(
  db: Db,
  partnerCode: string,
  email: string,
  partnerNumber: string | undefined,
): Promise<Record<string, string>> {
  const rows = await db
    .select({ email: members.email, partnerNumber: members.partnerNumber })
    .from(members)
    .where(
      and(
        eq(members.partnerCode, partnerCode),
        partnerNumber
          ? or(eq(members.email, email), eq(members.partnerNumber, partnerNumber))
          : eq(members.email, email),
      ),
    );
  const fields: Record<string, string> = {};
  if (rows.some((row) => row.email === email)) fields.email = formMessages.emailInUse;
  if (partnerNumber && rows.some((row) => row.partnerNumber === partnerNumber))
    fields.partnerNumber = formMessages.partnerNumberInUse;
  return fields;
}

/**
 * Creates a direct-enrollment member from the join form (public-and-shared §3, §5). The email
 * (already lower-cased by the contract) and the partner number are unique per partner: checked
 * first so both problems are told at once, and enforced by the unique indexes when two sign-ups
 * race. The new member has no card yet (NonCardMember). In the same transaction the address's
 * started prospect (prospect_starts) is removed, so a row there always means an unfinished one.
 */
export async function signUp(
  db: Db,
  { partnerCode, input }: { partnerCode: string; input: SignUpInput },
): Promise<SignUpResult> {
  const taken = await takenFields(db, partnerCode, input.email, input.partnerNumber);
  if (Object.keys(taken).length > 0) return { kind: "taken", fields: taken };

  const publicId = newPublicId(partnerCode);
  // Hashed before the transaction: scrypt's time should not hold a connection in one.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          partnerCode,
          publicId,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber ?? null,
          smsOptIn: deriveSmsOptIn(input),
          partnerNumber: input.partnerNumber ?? null,
          memberType: "NonCardMember",
          // Tier 2 is reached by opting in to emails (account-center §1): the join form offers
          // the opt-in (unticked), so a member who ticks it starts opted in, anyone else at tier 0
          // (opted out). Tier 1 (non-activated) is for members a partner created, who activate
          // through a link; someone who just chose a password here needs no activation.
          tierLevel: input.emailOptIn === true ? 2 : 0,
          emailOptIn: input.emailOptIn === true,
          active: true,
          hasWebProfile: true,
          interfaceType: "direct",
          enrollmentSource: "web",
          zipCode: input.zipCode,
          ...referralColumns(input),
        })
        .returning({ id: members.id });
      if (!row) throw new Error("Sign-up insert returned no row");
      // The enrollment this address began on the home page is finished now.
      await tx
        .delete(prospectStarts)
        .where(and(eq(prospectStarts.partnerCode, partnerCode), eq(prospectStarts.email, input.email)));
      return { kind: "created", memberId: row.id, publicId } as const;
    });
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === "members_partner_email_uq")
      return { kind: "taken", fields: { email: formMessages.emailInUse } };
    if (index === "members_partner_number_uq")
      return { kind: "taken", fields: { partnerNumber: formMessages.partnerNumberInUse } };
    throw error;
  }
}

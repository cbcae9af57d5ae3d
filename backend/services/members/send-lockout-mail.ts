import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { logger } from "@/platform/logger";
import { derivedKey } from "@/backend/security/secrets";
import { unlockPath } from "@/backend/security/unlock-signature";
import type { PartnerConfig } from "@/partners/schema";
import { sendMail } from "../mail/send-mail";
import { lockoutMailSubject, lockoutMailText } from "./lockout-mail";

/**
 * Emails the owner of each account a sign-in just locked a signed link that ends that lock
 * (routes/unlock.ts). Never throws: the sign-in's answer must not depend on the mail, or a
 * failing mail would tell accounts apart from emails without one. A failure is logged without
 * the address.
 */
export async function sendLockoutMail(
  db: Db,
  input: { partner: PartnerConfig; origin: string; memberIds: readonly string[] },
): Promise<void> {
  if (input.memberIds.length === 0) return;
  try {
    const locked = await db
      .select({
        publicId: members.publicId,
        email: members.email,
        firstName: members.firstName,
        lockedUntil: members.lockedUntil,
      })
      .from(members)
      .where(inArray(members.id, [...input.memberIds]));
    const key = derivedKey("unlock");
    const { partner } = input;
    for (const account of locked) {
      if (!account.lockedUntil) continue;
      const grant = {
        partnerCode: partner.code,
        publicId: account.publicId,
        lockedUntil: account.lockedUntil.getTime(),
      };
      await sendMail(db, {
        partnerCode: partner.code,
        to: account.email,
        subject: lockoutMailSubject(partner.programName),
        text: lockoutMailText({
          programName: partner.programName,
          firstName: account.firstName,
          unlockUrl: `${input.origin}${unlockPath(key, grant)}`,
          recoverUrl: `${input.origin}/recover`,
          supportPhone: partner.customerSupport.phone.formatted,
          supportEmail: partner.customerSupport.email.display,
        }),
      });
    }
  } catch (error) {
    logger.warn("Lockout mail not sent", {
      errorClass: error instanceof Error ? error.name : "unknown",
    });
  }
}

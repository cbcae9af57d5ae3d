import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import {
  reservationLinkExpires,
  reservationLinkPath,
  type ReservationLinkAction,
} from "@/backend/security/reservation-link-signature";
import { derivedKey } from "@/backend/security/secrets";
import type { MemberReservation } from "@/shared/contracts/reservations";
import type { PartnerConfig } from "@/partners/schema";
import { logger } from "../../../platform/logger";
import { sendMail } from "../mail/send-mail";
import { confirmationMailSubject, confirmationMailText } from "./confirmation-mail";

/** The member's account address and name: the only recipient the program's reservation mail has. */
async function accountRecipient(
  db: Db,
  scope: { partnerCode: string; memberId: string },
): Promise<{ email: string; firstName: string } | undefined> {
  const [member] = await db
    .select({ email: members.email, firstName: members.firstName })
    .from(members)
    .where(and(eq(members.partnerCode, scope.partnerCode), eq(members.id, scope.memberId)));
  return member;
}

/**
 * Emails the booking's confirmation with its signed cancel and modify links to the member's
 * account address, greeting them by their account name. Never to an address the request names:
 * the booking form's email is the restaurant's contact for the guest, and sending there let a
 * member have the program mail anyone a message with words of their choosing (the guest's name)
 * and links that cancel or change the booking. The table is booked whatever happens to the
 * email, so a mail failure is logged (without the address) and not thrown.
 */
export async function sendReservationConfirmation(
  db: Db,
  input: {
    partner: PartnerConfig;
    origin: string;
    memberId: string;
    reservation: MemberReservation;
    startsAt: Date;
    changed?: boolean;
  },
): Promise<void> {
  const key = derivedKey("reservation-link");
  const expires = reservationLinkExpires(input.startsAt);
  const url = (action: ReservationLinkAction) =>
    `${input.origin}${reservationLinkPath(key, { reservationId: input.reservation.id, action, expires })}`;
  try {
    const member = await accountRecipient(db, { partnerCode: input.partner.code, memberId: input.memberId });
    if (!member) throw new Error("No member to send the reservation confirmation to");
    await sendMail(db, {
      partnerCode: input.partner.code,
      to: member.email,
      subject: confirmationMailSubject(input),
      text: confirmationMailText({
        programName: input.partner.programName,
        firstName: member.firstName,
        reservation: input.reservation,
        currencyName: input.partner.currencyName,
        cancelUrl: url("cancel"),
        modifyUrl: url("modify"),
        changed: input.changed,
      }),
    });
  } catch (error) {
    logger.warn("Reservation confirmation not sent", {
      errorClass: error instanceof Error ? error.name : "unknown",
    });
  }
}

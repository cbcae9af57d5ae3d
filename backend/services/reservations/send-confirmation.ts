import "server-only";
import type { Db } from "@/backend/db/client";
import type { MemberReservation } from "@/shared/contracts/reservations";
import type { PartnerConfig } from "@/partners/schema";
import { logger } from "../../../platform/logger";
import { sendMail } from "../mail/send-mail";
import { accountRecipient } from "./account-recipient";
import { confirmationMailSubject, confirmationMailText } from "./confirmation-mail";
import { reservationMailLinks } from "./reservation-mail-links";

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
        ...reservationMailLinks({
          origin: input.origin,
          reservationId: input.reservation.id,
          startsAt: input.startsAt,
        }),
        changed: input.changed,
      }),
    });
  } catch (error) {
    logger.warn("Reservation confirmation not sent", {
      errorClass: error instanceof Error ? error.name : "unknown",
    });
  }
}

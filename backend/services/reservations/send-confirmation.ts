import "server-only";
import type { Db } from "@/backend/db/client";
import {
  reservationLinkExpires,
  reservationLinkPath,
  type ReservationLinkAction,
} from "@/backend/security/reservation-link-signature";
import { derivedKey } from "@/backend/security/secrets";
import type { MemberReservation } from "@/lib/shared/contracts/reservations";
import type { PartnerConfig } from "@/partners/schema";
import { logger } from "../../logger";
import { sendMail } from "../mail/send-mail";
import { confirmationMailSubject, confirmationMailText } from "./confirmation-mail";

/**
 * Emails the booking's confirmation with its signed cancel and modify links. The table is booked
 * whatever happens to the email, so a mail failure is logged (without the address) and not thrown.
 */
export async function sendReservationConfirmation(
  db: Db,
  input: {
    partner: PartnerConfig;
    origin: string;
    to: string;
    firstName: string;
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
    await sendMail(db, {
      partnerCode: input.partner.code,
      to: input.to,
      subject: confirmationMailSubject(input),
      text: confirmationMailText({
        programName: input.partner.programName,
        firstName: input.firstName,
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

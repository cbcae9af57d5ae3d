import "server-only";
import type { ReservationRecord } from "@/backend/db/queries/member-reservations";
import { formatClockTime } from "./reservation-dates";
import { reservationCalendar } from "./reservation-calendar";

/** The "Add to calendar" file of one reservation, and the name it downloads under. */
export function reservationIcs(
  record: ReservationRecord,
  context: { programName: string; host: string; now: Date },
): { filename: string; body: string } {
  const guests = record.partySize === 1 ? "1 guest" : `${String(record.partySize)} guests`;
  const body = reservationCalendar({
    uid: `${record.id}@${context.host}`,
    productId: `-//${context.programName}//Reservations//EN`,
    stamp: context.now,
    startsAt: record.startsAt,
    summary: `Dinner at ${record.merchantName}`,
    location: record.merchantAddress,
    description: [
      `Table for ${guests} at ${formatClockTime(record.time)} (${record.timeZone}).`,
      `Confirmation number: ${record.confirmationNumber}`,
      record.specialRequests ? `Special requests: ${record.specialRequests}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  });
  return { filename: `reservation-${record.confirmationNumber.replaceAll(/[^A-Za-z0-9-]/g, "")}.ics`, body };
}

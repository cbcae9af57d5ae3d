import "server-only";
import {
  reservationLinkExpires,
  reservationLinkPath,
  type ReservationLinkAction,
} from "@/backend/security/reservation-link-signature";
import { derivedKey } from "@/backend/security/secrets";

/**
 * The signed cancel and modify links a reservation email carries, on the partner's public
 * origin; they work until a day after the table's time (reservationLinkExpires).
 */
export function reservationMailLinks(input: { origin: string; reservationId: string; startsAt: Date }): {
  cancelUrl: string;
  modifyUrl: string;
} {
  const key = derivedKey("reservation-link");
  const expires = reservationLinkExpires(input.startsAt);
  const url = (action: ReservationLinkAction) =>
    `${input.origin}${reservationLinkPath(key, { reservationId: input.reservationId, action, expires })}`;
  return { cancelUrl: url("cancel"), modifyUrl: url("modify") };
}

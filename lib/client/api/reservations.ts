import "client-only";
import { reservationAvailabilitySchema } from "@/lib/shared/contracts/reservations";
import { getJson } from "./http";

/** Open tables at a merchant around a date, time and party size (400 names a field it refuses). */
export function fetchAvailability(
  merchantId: string,
  request: { readonly date: string; readonly time: string; readonly partySize: number },
) {
  const query = new URLSearchParams({
    date: request.date,
    time: request.time,
    partySize: String(request.partySize),
  });
  return getJson(
    `/api/merchants/${encodeURIComponent(merchantId)}/reservations/availability?${query.toString()}`,
    reservationAvailabilitySchema,
  );
}

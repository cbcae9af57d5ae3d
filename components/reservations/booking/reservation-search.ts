import { ApiError } from "@/lib/client/api/http";
import { fetchAvailability } from "@/lib/client/api/reservations";
import {
  problemBeforeSearch,
  problemFromRefusal,
  type AvailabilityWording,
} from "@/shared/merchants/availability-wording";
import { reservationSearchKind, type ReservationSearchKind } from "@/shared/merchants/reservation-events";
import { localIsoDate } from "@/shared/merchants/reservation-window";
import type { SlotRequest } from "./slot-request";

/** A table search's outcome: the open slots, or the partner's words for why there are none. */
export type TableSearchOutcome =
  | { status: "error"; message: string }
  | {
      status: "done";
      kind: ReservationSearchKind;
      slots: string[];
      bonus: number | null;
    };

/**
 * One "Find a table": the checks that need no call (a time already past, a date beyond the
 * booking year), then the restaurant's open slots. The reservation block loads this module
 * when the visitor first asks for a table, not with the merchant page (decision 0040).
 */
export async function findTables(
  merchantId: string,
  request: SlotRequest,
  wording: AvailabilityWording,
  /** The restaurant's IANA zone: a time is past or not on its clock. */
  timeZone: string,
): Promise<TableSearchOutcome> {
  const early = problemBeforeSearch(request, new Date(), timeZone);
  if (early) return { status: "error", message: wording[early] };
  const kind = reservationSearchKind(request, localIsoDate(new Date()));
  try {
    const answer = await fetchAvailability(merchantId, request);
    return { status: "done", kind, slots: answer.slots, bonus: answer.bonus };
  } catch (error) {
    return {
      status: "error",
      message:
        error instanceof ApiError && error.status === 400
          ? wording[problemFromRefusal(error.fields, request.partySize)]
          : wording.general,
    };
  }
}

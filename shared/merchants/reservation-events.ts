import { reservationDefaults } from "@/shared/constants";
import type { ImpressionEvent } from "@/shared/contracts/impressions";

/**
 * Reservation analytics (public-and-shared §3 Impression event: "reservation search and booking
 * events, with and without a card, for default and user searches"). The event name carries all
 * three distinctions so a report can count them without reading fields; the fields repeat them
 * for filtering.
 */
export type ReservationSearchKind = "default" | "user";

export interface ReservationEventRequest {
  readonly merchantId: string;
  readonly date: string;
  readonly time: string;
  readonly partySize: number;
}

/**
 * A default search is the block's untouched one: today, 19:00, party of 2. Any change the
 * visitor made (or a search carried back from sign-in with other values) is a user search.
 */
export function reservationSearchKind(
  request: { readonly date: string; readonly time: string; readonly partySize: number },
  today: string,
): ReservationSearchKind {
  return request.date === today &&
    request.time === reservationDefaults.time &&
    request.partySize === reservationDefaults.partySize
    ? "default"
    : "user";
}

function eventName(action: "search" | "book", kind: ReservationSearchKind, withCard: boolean): string {
  return `reservation_${action}_${kind}_${withCard ? "with_card" : "without_card"}`;
}

/** The impression for a search ("Find a table") or a booking made from one. */
export function reservationImpression(input: {
  readonly action: "search" | "book";
  readonly kind: ReservationSearchKind;
  readonly withCard: boolean;
  readonly request: ReservationEventRequest;
  readonly publicId?: string;
  readonly path: string;
  readonly now: Date;
  readonly userAgent: string;
  /** Search: how many open times came back. */
  readonly slotCount?: number;
}): ImpressionEvent {
  return {
    channel: "web",
    dateTime: input.now.toISOString(),
    userAgent: input.userAgent,
    event: eventName(input.action, input.kind, input.withCard),
    merchantId: input.request.merchantId,
    ...(input.publicId ? { publicId: input.publicId } : {}),
    path: input.path,
    searchType: input.kind,
    withCard: input.withCard,
    reservationDate: input.request.date,
    reservationTime: input.request.time,
    partySize: input.request.partySize,
    ...(input.slotCount === undefined ? {} : { slotCount: input.slotCount }),
  };
}

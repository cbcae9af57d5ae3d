import "client-only";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import {
  bookReservation,
  cancelManagedReservation,
  cancelReservation,
  fetchAvailability,
  fetchManagedReservation,
  fetchMemberReservations,
  type ManageLink,
} from "@/lib/client/api/reservations";
import type { MemberReservation, ModifyReservationInput } from "@/shared/contracts/reservations";
import { reservationKeys } from "./keys";
import { queryClient } from "./query-client";

/** The member's reservations: read when the page opens and after each change the member makes. */
export const memberReservationsQuery = queryOptions({
  queryKey: reservationKeys.mine(),
  queryFn: ({ signal }) => fetchMemberReservations(signal),
  // A booking's state moves with the clock (upcoming becomes past) and with dines: read afresh.
  staleTime: 0,
});

/** Open times for a change of an existing reservation (the account center's modify form). */
export function availabilityQuery(merchantId: string, date: string, time: string, partySize: number) {
  return queryOptions({
    queryKey: reservationKeys.availability(merchantId, date, time, partySize),
    queryFn: () => fetchAvailability(merchantId, { date, time, partySize }),
    // Tables go as others book: a minute is the most an answer may be reused.
    staleTime: 60_000,
  });
}

/** The booking a signed email link names. */
export function managedReservationQuery(link: ManageLink) {
  return queryOptions({
    queryKey: reservationKeys.managed(link.id, link.action),
    queryFn: ({ signal }) => fetchManagedReservation(link, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every reservation read may change after a booking, change or cancel (and availability with it). */
const invalidateReservations = () => queryClient().invalidateQueries({ queryKey: reservationKeys.all });

export const bookReservationMutation = mutationOptions({
  mutationFn: bookReservation,
  onSuccess: invalidateReservations,
});

/**
 * A change of one booking, sent the way the screen may send it: the member's own (PATCH
 * /api/Member/Reservations/{id}) or a signed modify link's (POST /api/Reservations/Manage/Modify).
 */
export function changeReservationMutation(
  send: (change: ModifyReservationInput) => Promise<MemberReservation>,
) {
  return mutationOptions({ mutationFn: send, onSuccess: invalidateReservations });
}

export const cancelReservationMutation = mutationOptions({
  mutationFn: cancelReservation,
  onSuccess: invalidateReservations,
});

export const cancelManagedReservationMutation = mutationOptions({
  mutationFn: cancelManagedReservation,
  onSuccess: invalidateReservations,
});

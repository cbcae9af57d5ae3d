"use client";

import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { useMember } from "@/lib/client/hooks/use-member";
import { impressionsMutation } from "@/lib/client/query/impressions-mutation";
import {
  reservationImpression,
  type ReservationEventRequest,
  type ReservationSearchKind,
} from "@/lib/shared/merchants/reservation-events";

/**
 * Posts the reservation block's impressions: each search and each booking, told apart by
 * default or user search and by whether the member has a linked card. Analytics never disturbs
 * the visit: a failure stays in the mutation's state, shown nowhere (spec: failures ignored).
 */
export function useReservationImpressions() {
  const member = useMember();
  const { mutate: post } = useMutation(impressionsMutation);
  const signedIn = member.status === "member" ? member.member : null;

  return useCallback(
    (
      action: "search" | "book",
      kind: ReservationSearchKind,
      request: ReservationEventRequest,
      extra: { slotCount?: number; withCard?: boolean } = {},
    ) => {
      post([
        reservationImpression({
          action,
          kind,
          request,
          // The booking's own answer knows best; a search goes by the member's account.
          withCard: extra.withCard ?? signedIn?.memberType === "EnrolledCardMember",
          publicId: signedIn?.publicId,
          path: window.location.pathname,
          now: new Date(),
          userAgent: navigator.userAgent,
          slotCount: extra.slotCount,
        }),
      ]);
    },
    [post, signedIn],
  );
}

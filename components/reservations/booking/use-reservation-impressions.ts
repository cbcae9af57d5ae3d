"use client";

import { useCallback } from "react";
import { useMember } from "@/lib/client/hooks/use-member";
import type { ReservationEventRequest, ReservationSearchKind } from "@/shared/merchants/reservation-events";

/**
 * Posts the reservation block's impressions: each search and each booking, told apart by
 * default or user search and by whether the member has a linked card. Analytics never disturbs
 * the visit: a failure stays in the mutation's state, shown nowhere (spec: failures ignored).
 * The event's builder and the sender (with TanStack's mutation observer) load with the first
 * event, not with the page (decision 0040), as the page views' sender does.
 */
export function useReservationImpressions() {
  const member = useMember();
  const signedIn = member.status === "member" ? member.member : null;

  return useCallback(
    (
      action: "search" | "book",
      kind: ReservationSearchKind,
      request: ReservationEventRequest,
      extra: { slotCount?: number; withCard?: boolean } = {},
    ) => {
      // Read now: the event is the page's as it is at this moment.
      const path = window.location.pathname;
      const now = new Date();
      void Promise.all([
        import("@/shared/merchants/reservation-events"),
        import("@/lib/client/query/send-impressions"),
      ]).then(
        ([{ reservationImpression }, { sendImpressions }]) => {
          sendImpressions([
            reservationImpression({
              action,
              kind,
              request,
              // The booking's own answer knows best; a search goes by the member's account.
              withCard: extra.withCard ?? signedIn?.memberType === "EnrolledCardMember",
              publicId: signedIn?.publicId,
              path,
              now,
              userAgent: navigator.userAgent,
              slotCount: extra.slotCount,
            }),
          ]);
        },
        // The code could not load: the event is lost, as a failed post would be.
        () => undefined,
      );
    },
    [signedIn],
  );
}

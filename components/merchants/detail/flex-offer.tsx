"use client";

import { lazy, Suspense } from "react";
import { useMember } from "@/lib/client/hooks/use-member";

// Only a signed-in member has a personal offer: the read and the box load once the member's
// answer says there is one, never for a visitor (decision 0040). The box shows only once the offer
// read answers, so waiting for its code moves nothing.
const MemberFlexOffer = lazy(() =>
  import("./member-flex-offer").then((module) => ({ default: module.MemberFlexOffer })),
);

/**
 * A member's personal offer at this merchant (partners with flex offers), when there is one: a
 * box on the merchant page, a line on a carousel card. Both read the same query, so a card and
 * the page it links to show the same offer from one request.
 */
export function FlexOffer({
  merchantId,
  variant = "page",
}: {
  merchantId: string;
  variant?: "page" | "card";
}) {
  const state = useMember();
  if (state.status !== "member") return null;
  return (
    <Suspense fallback={null}>
      <MemberFlexOffer merchantId={merchantId} publicId={state.member.publicId} variant={variant} />
    </Suspense>
  );
}

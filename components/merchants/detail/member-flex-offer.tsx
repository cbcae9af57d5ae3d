"use client";

import { useQuery } from "@tanstack/react-query";
import { flexOfferQuery } from "@/lib/client/query/flex-offer-query";

/**
 * The signed-in member's personal offer at this merchant, once the offer read answers with one.
 * Loaded by FlexOffer only once the member's answer says someone is signed in (decision 0040).
 */
export function MemberFlexOffer({
  merchantId,
  publicId,
  variant,
}: {
  merchantId: string;
  publicId: string;
  variant: "page" | "card";
}) {
  const offer = useQuery(flexOfferQuery(merchantId, publicId));

  // No personal offer is the ordinary case, and a failed read says nothing either.
  if (!offer.data) return null;
  const box =
    variant === "card"
      ? "bg-accent text-on-brand rounded-lg px-3 py-1.5 text-sm font-bold"
      : "bg-accent text-on-brand mt-4 rounded-xl p-4 font-bold";
  return (
    <p className={box} data-testid="flex-offer">
      Your personal offer: {offer.data.webMessageOfferAmount}
    </p>
  );
}

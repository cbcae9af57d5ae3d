"use client";

import { useQuery } from "@tanstack/react-query";
import { useMember } from "@/lib/client/hooks/use-member";
import { flexOfferQuery } from "@/lib/client/query/merchant-queries";

/**
 * A member's personal offer at this merchant (partners with flex offers), when there is one: a
 * box on the merchant page, a line on a carousel card. Both read the same query, so a card and
 * the page it links to show the same offer from one request.
 */
export function FlexOffer({ merchantId, variant = "page" }: { merchantId: string; variant?: "page" | "card" }) {
  const state = useMember();
  const publicId = state.status === "member" ? state.member.publicId : null;
  const offer = useQuery({ ...flexOfferQuery(merchantId, publicId ?? ""), enabled: publicId !== null });

  // No personal offer is the ordinary case, and a failed read says nothing either.
  if (!publicId || !offer.data) return null;
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

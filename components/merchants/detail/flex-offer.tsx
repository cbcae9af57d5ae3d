"use client";

import { useQuery } from "@tanstack/react-query";
import { useMember } from "@/lib/client/hooks/use-member";
import { flexOfferQuery } from "@/lib/client/query/merchant-queries";

/** A member's personal offer at this merchant (partners with flex offers), when there is one. */
export function FlexOffer({ merchantId }: { merchantId: string }) {
  const state = useMember();
  const publicId = state.status === "member" ? state.member.publicId : null;
  const offer = useQuery({ ...flexOfferQuery(merchantId, publicId ?? ""), enabled: publicId !== null });

  // No personal offer is the ordinary case, and a failed read says nothing either.
  if (!publicId || !offer.data) return null;
  return (
    <p className="bg-accent text-on-brand mt-4 rounded-xl p-4 font-bold" data-testid="flex-offer">
      Your personal offer: {offer.data.webMessageOfferAmount}
    </p>
  );
}

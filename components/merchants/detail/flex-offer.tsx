"use client";

import { useQuery } from "@tanstack/react-query";
import { useMember } from "@/components/shell/use-member";
import { fetchFlexOffer } from "@/lib/client/api/merchants";
import { merchantKeys } from "@/lib/client/query/keys";

/** A member's personal offer at this merchant (partners with flex offers), when there is one. */
export function FlexOffer({ merchantId }: { merchantId: string }) {
  const state = useMember();
  const publicId = state.status === "member" ? state.member.publicId : null;
  const offer = useQuery({
    queryKey: merchantKeys.flexOffer(merchantId, publicId ?? ""),
    queryFn: ({ signal }) => fetchFlexOffer(merchantId, publicId ?? "", signal),
    // An offer is set by the program for weeks at a time: one read per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
    enabled: publicId !== null,
  });

  // No personal offer is the ordinary case, and a failed read says nothing either.
  if (!publicId || !offer.data) return null;
  return (
    <p className="bg-accent text-on-brand mt-4 rounded-xl p-4 font-bold" data-testid="flex-offer">
      Your personal offer: {offer.data.webMessageOfferAmount}
    </p>
  );
}

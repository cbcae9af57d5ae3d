"use client";

import { useEffect, useState } from "react";
import { useMember } from "@/components/shell/use-member";
import { flexOfferSchema, type FlexOffer as FlexOfferData } from "@/lib/contracts/merchants";

/** A member's personal offer at this merchant (partners with flex offers), when there is one. */
export function FlexOffer({ merchantId }: { merchantId: string }) {
  const state = useMember();
  const publicId = state.status === "member" ? state.member.publicId : null;
  const [offer, setOffer] = useState<FlexOfferData | null>(null);

  useEffect(() => {
    if (!publicId) return;
    const controller = new AbortController();
    fetch(
      `/api/merchants/${encodeURIComponent(merchantId)}/flex-offers/members/${encodeURIComponent(publicId)}`,
      { credentials: "same-origin", signal: controller.signal, headers: { accept: "application/json" } },
    )
      .then(async (response) => {
        if (!response.ok) return;
        const parsed = flexOfferSchema.safeParse(await response.json());
        if (parsed.success) setOffer(parsed.data);
      })
      .catch(() => {
        // No personal offer is the ordinary case; nothing to say.
      });
    return () => {
      controller.abort();
    };
  }, [merchantId, publicId]);

  if (!publicId || !offer) return null;
  return (
    <p className="bg-accent text-on-brand mt-4 rounded-xl p-4 font-bold" data-testid="flex-offer">
      Your personal offer: {offer.webMessageOfferAmount}
    </p>
  );
}

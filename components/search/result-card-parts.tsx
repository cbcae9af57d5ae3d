"use client";

import { CardBonus, CardFavorite } from "@/components/merchants/card-member-parts";
import type { MerchantCardMember, MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import { OfferLine } from "@/components/merchants/offer-line";
import type { MerchantSummary } from "@/shared/contracts/merchants";

/**
 * A server-drawn result card's part for a known viewer, loaded by the results list
 * (result-card-member.tsx): the parts `MerchantCard` draws. The offer line is imported here, not
 * through its own on-demand boundary, so the parts arrive as one chunk and draw in one pass.
 */
export function ResultCardPart({
  part,
  merchant,
  partner,
  bonus,
  member,
  onFavoriteChange,
}: {
  part: "favorite" | "offer" | "bonus";
  merchant: MerchantSummary;
  partner: MerchantCardPartner;
  bonus?: string | null | undefined;
  member: Exclude<MerchantCardMember, undefined>;
  onFavoriteChange?: ((merchantId: string, favorite: boolean) => void) | undefined;
}) {
  if (part === "favorite")
    return (
      <CardFavorite
        merchant={merchant}
        partner={partner}
        member={member}
        onFavoriteChange={onFavoriteChange}
      />
    );
  if (part === "offer") return <OfferLine merchant={merchant} partner={partner} member={member} />;
  return <CardBonus text={bonus ?? null} member={member} />;
}

"use client";

import { CardBonus, CardFavorite, CardOffer } from "@/components/merchants/card-member-parts";
import type { MerchantCardMember, MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import type { MerchantSummary } from "@/lib/shared/contracts/merchants";

/**
 * A server-drawn result card's part for a known viewer (loaded by result-card-member.tsx once the
 * member's answer is in): the same parts `MerchantCard` draws.
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
  member: MerchantCardMember;
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
  if (part === "offer") return <CardOffer merchant={merchant} partner={partner} member={member} />;
  return <CardBonus text={bonus ?? null} member={member} />;
}

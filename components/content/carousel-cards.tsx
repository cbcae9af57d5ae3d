"use client";

import { MerchantCard } from "@/components/merchants/merchant-card";
import type { MerchantCardMember, MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import { FlexOffer } from "@/components/merchants/detail/flex-offer";
import type { MerchantSummary } from "@/shared/contracts/merchants";
import { CarouselTrack } from "./carousel-track";

/** A merchant carousel's cards in their draggable track (merchant-carousel.tsx loads this lazily). */
export function CarouselCards({
  label,
  merchants,
  partner,
  member,
  hasFlexOffers,
}: {
  label: string;
  merchants: readonly MerchantSummary[];
  partner: MerchantCardPartner;
  member: MerchantCardMember;
  hasFlexOffers: boolean;
}) {
  return (
    <CarouselTrack label={label} count={merchants.length}>
      {merchants.map((merchant) => (
        <MerchantCard
          key={merchant.id}
          merchant={merchant}
          partner={partner}
          member={member}
          imageLayout="carousel-card"
          personalOffer={hasFlexOffers ? <FlexOffer merchantId={merchant.id} variant="card" /> : undefined}
        />
      ))}
    </CarouselTrack>
  );
}

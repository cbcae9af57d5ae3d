import type { ReactNode } from "react";
import type { MerchantSummary } from "@/shared/contracts/merchants";
import { CardBonus, CardFavorite, CardOffer } from "./card-member-parts";
import { MerchantCardFrame } from "./merchant-card-frame";
import {
  reservationBonusText,
  type MerchantCardMember,
  type MerchantCardPartner,
} from "./merchant-card-model";

export type { MerchantCardMember, MerchantCardPartner } from "./merchant-card-model";
export { merchantCardPartner } from "./merchant-card-model";

export interface MerchantCardProps {
  merchant: MerchantSummary;
  partner: MerchantCardPartner;
  /** null: anonymous; undefined: not known yet (the offer line waits). */
  member: MerchantCardMember;
  /** Heading level of the merchant name inside the page's outline. */
  headingLevel?: 2 | 3;
  /** Called after the server confirmed a favourite change (the search list's favourites filter). */
  onFavoriteChange?: (merchantId: string, favorite: boolean) => void;
  /** The first cards above the fold: their pictures are the page's largest paint (eager, fetched first). */
  priority?: boolean;
  /** Where the card is laid out, for the picture's sizes: the results grid, a carousel, or alone. */
  imageLayout?: "result-card" | "carousel-card" | "single-card";
  /** The member's personal offer here (the carousel's flex offer), under the earn line. */
  personalOffer?: ReactNode;
}

/**
 * A merchant in a list or carousel (public-and-shared §2 Merchant card), for a member the caller
 * knows. Renders on the server or in the browser: its interactive parts (favourite, unlock
 * prompt) are small client islands, loaded once the member's answer shows them.
 */
export function MerchantCard({ merchant, partner, member, onFavoriteChange, ...frame }: MerchantCardProps) {
  return (
    <MerchantCardFrame
      {...frame}
      merchant={merchant}
      partner={partner}
      favorite={
        <CardFavorite
          merchant={merchant}
          partner={partner}
          member={member}
          onFavoriteChange={onFavoriteChange}
        />
      }
      offer={<CardOffer merchant={merchant} partner={partner} member={member} />}
      bonus={<CardBonus text={reservationBonusText(partner, merchant)} member={member} />}
    />
  );
}

import { MemberFavoriteButton } from "./member-favorite-button";
import { MemberOfferLine } from "./member-offer-line";
import type { MerchantCardMember, MerchantCardPartner } from "./merchant-card-model";
import type { MerchantSummary } from "@/shared/contracts/merchants";

/**
 * A card's parts that depend on who is looking, for a member the caller knows (undefined: not
 * known yet). Their own module, without the card's frame and image plan: the search page's
 * server-drawn cards draw them from client islands (components/search/result-card-parts.tsx).
 */
export function CardFavorite({
  merchant,
  partner,
  member,
  onFavoriteChange,
}: {
  merchant: MerchantSummary;
  partner: Pick<MerchantCardPartner, "hasMerchantFavorites">;
  member: MerchantCardMember;
  onFavoriteChange?: ((merchantId: string, favorite: boolean) => void) | undefined;
}) {
  if (!member || !partner.hasMerchantFavorites) return null;
  return (
    <div className="absolute top-2 right-2 z-10">
      <MemberFavoriteButton
        merchantId={merchant.id}
        merchantName={merchant.name}
        initial={merchant.isFavorite ?? false}
        onChange={onFavoriteChange}
      />
    </div>
  );
}

export function CardOffer({
  merchant,
  partner,
  member,
}: {
  merchant: MerchantSummary;
  partner: MerchantCardPartner;
  member: MerchantCardMember;
}) {
  return member === undefined ? (
    <span className="block min-h-11" aria-hidden="true" />
  ) : (
    <MemberOfferLine merchant={merchant} partner={partner} member={member} />
  );
}

/** The reservation bonus (`text` from reservationBonusText), once it is known who is looking. */
export function CardBonus({ text, member }: { text: string | null; member: MerchantCardMember }) {
  if (member === undefined || !text) return null;
  return (
    <span className="bg-accent/10 text-ink rounded-full px-3 py-1 text-xs font-bold" data-testid="bonus-tag">
      {text}
    </span>
  );
}

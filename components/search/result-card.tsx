import { MerchantCardFrame } from "@/components/merchants/merchant-card-frame";
import { reservationBonusText, type MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import type { MerchantSummary } from "@/shared/contracts/merchants";
import { ResultCardMember } from "./result-card-member";

/**
 * A result card of the server's first page, drawn on the server (decision 0041): the card's frame,
 * picture plan and wording stay out of the page's JavaScript, and only the parts that depend on
 * who is looking (heart, offer line, bonus) are client islands (one component, in three places),
 * reading the viewer from the results list. Same markup as `MerchantCard` for the same member.
 */
export function ResultCard({
  merchant,
  partner,
  priority,
}: {
  merchant: MerchantSummary;
  partner: MerchantCardPartner;
  priority: boolean;
}) {
  return (
    <MerchantCardFrame
      merchant={merchant}
      partner={partner}
      priority={priority}
      favorite={<ResultCardMember part="favorite" merchant={merchant} partner={partner} />}
      offer={<ResultCardMember part="offer" merchant={merchant} partner={partner} />}
      bonus={
        <ResultCardMember
          part="bonus"
          merchant={merchant}
          partner={partner}
          bonus={reservationBonusText(partner, merchant)}
        />
      }
    />
  );
}

import type { MerchantSummary } from "@/shared/contracts/merchants";
import { SiteLink } from "@/components/shell/site-link";
import { authHrefs } from "@/shared/rules/auth-links";
import { earnStatement } from "@/shared/rules/earn-statement";
import { MemberUnlockPrompt } from "./member-unlock-prompt";
import type { MerchantCardMember, MerchantCardPartner } from "./merchant-card-model";

/** The merchant as the earn statement reads it: the tiers with a campaign code here. */
function cardStatement(
  merchant: MerchantSummary,
  partner: MerchantCardPartner,
  member: Exclude<MerchantCardMember, undefined>,
) {
  return earnStatement({
    partner,
    merchant: {
      campaignTiers: merchant.benefitAvailability.campaignCodes.map((code) => code.tierLevel),
      benefitDays: merchant.benefitDays,
    },
    viewer: member,
    date: null,
  });
}

/**
 * The offer line: earn rate, unlock prompt or sign-in link, by who is looking (spec §2 Merchant
 * card), from the same earn statement as the merchant page, so the two never disagree.
 */
export function OfferLine({
  merchant,
  partner,
  member,
}: {
  merchant: MerchantSummary;
  partner: MerchantCardPartner;
  /** null: anonymous (the card draws its placeholder while the member's answer is awaited). */
  member: Exclude<MerchantCardMember, undefined>;
}) {
  const statement = cardStatement(merchant, partner, member);
  const notEarning = (
    <p className="text-muted text-sm" data-testid="earn-rate-none">
      Not earning here
    </p>
  );
  if (member === null) {
    // A partner without enrollment has no sign-in: visitors see what its members earn here.
    if (partner.enrollmentType === "none") {
      if (!partner.showEarnRate) return null;
      return statement.viewer.earns && statement.viewer.tier ? (
        <p className="text-brand text-sm font-bold" data-testid="earn-rate">
          Earn {statement.viewer.tier.rate}
        </p>
      ) : (
        notEarning
      );
    }
    const href = partner.enrollmentType === "sso" ? authHrefs.ssoSignIn : authHrefs.directSignIn;
    return (
      <SiteLink
        href={href}
        className="text-brand relative z-10 inline-flex min-h-11 items-center text-sm font-bold underline underline-offset-4"
      >
        Sign in to see offers
      </SiteLink>
    );
  }
  const { viewer } = statement;
  const unlockTier = viewer.tier?.unlockTier ?? null;
  if (unlockTier !== null && viewer.unlock) {
    return (
      <MemberUnlockPrompt
        tier={unlockTier}
        merchantName={merchant.name}
        earnRate={partner.showEarnRate ? viewer.unlock.rate : null}
      />
    );
  }
  if (!partner.showEarnRate) return null;
  return viewer.earns && viewer.tier ? (
    <p className="text-brand text-sm font-bold" data-testid="earn-rate">
      Earn {viewer.tier.rate}
    </p>
  ) : (
    notEarning
  );
}

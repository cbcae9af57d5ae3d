import { SiteLink } from "@/components/shell/site-link";
import { authHrefs } from "@/shared/rules/auth-links";
import { earnStatement } from "@/shared/rules/earn-statement";
import type { EnrollmentType } from "@/partners/schema";
import { earnRateBox, NoEarningTier } from "./earn-rate-box";
import type { MerchantEarnFacts } from "./merchant-earn-facts";

/**
 * What a visitor (no one signed in) earns here: a sign-in invitation where members earn, or
 * why nothing is earned. The same for every visitor of a cached page, so it is drawn on the
 * server and handed to MemberEarnRate as nodes: its code stays out of the page's JavaScript
 * (decision 0040).
 */
export function VisitorEarnRate({
  enrollmentType,
  facts,
}: {
  enrollmentType: EnrollmentType;
  facts: MerchantEarnFacts;
}) {
  const statement = earnStatement({ ...facts, viewer: null, date: null });
  if (!statement.showRate) return null;
  const { viewer } = statement;
  if (statement.earningTiers.length === 0) return <NoEarningTier />;
  if (enrollmentType === "none") {
    return (
      <p className={earnRateBox} data-testid="member-earn-rate" data-earns={viewer.earns}>
        {viewer.earns && viewer.tier ? (
          <>
            <span className="text-brand text-lg font-bold">Earn {viewer.tier.rate}</span>
            <span>when you pay with your registered card.</span>
          </>
        ) : (
          "Members do not earn rewards at this restaurant right now."
        )}
      </p>
    );
  }
  return (
    <p className={earnRateBox} data-testid="member-earn-rate">
      <span>Members earn rewards on qualifying visits here.</span>
      <SiteLink
        href={enrollmentType === "sso" ? authHrefs.ssoSignIn : authHrefs.directSignIn}
        className="text-brand font-bold underline underline-offset-4"
      >
        Sign in to see your offer
      </SiteLink>
    </p>
  );
}

import type { Metadata } from "next";
import { HelpLinks } from "@/components/account/help-links";
import {
  MembershipSummary,
  OverviewGreeting,
  OverviewLive,
  ReferralLinkCard,
} from "@/components/account/overview-deferred";
import { loadAccountCenterCopy } from "@/lib/server/content/account-center-copy";
import { loadBonusCopy } from "@/lib/server/content/bonus-copy";
import { membershipRate } from "@/shared/rules/earn-wording";
import type { MembershipLevel } from "@/shared/rules/membership-tier";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import type { PartnerConfig } from "@/partners/schema";
import { overviewPartner } from "./_overview-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const copy = await loadAccountCenterCopy(await partnerFromParams(params));
  return { title: copy.overviewTitle };
}

/** The rate each membership level earns by, from the one earn statement (tier 1 earns as 0). */
function earnRatesByLevel(config: PartnerConfig): Record<MembershipLevel, string> | null {
  if (!config.showEarnRate || config.earnRules.length === 0) return null;
  const rateFor = (level: MembershipLevel) => membershipRate(config, level) ?? "";
  return { opted_out: rateFor("opted_out"), opted_in: rateFor("opted_in"), vip: rateFor("vip") };
}

/**
 * /account/overview (account-center §2 Overview): membership status and earn rate, dining
 * progress with the VIP ticker and progress, what email opt-in changes, bonus banners, the
 * referral link card and help links.
 */
export default async function OverviewPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const copy = await loadAccountCenterCopy(partner);
  const bonusCopy = await loadBonusCopy(partner);
  return (
    <div data-testid="account-overview-page">
      <OverviewGreeting />
      <div className="flex flex-col gap-6">
        <MembershipSummary copy={copy.membership} earnRates={earnRatesByLevel(effective)} />
        <OverviewLive partner={overviewPartner(partner, copy.vipStatus)} bonusCopy={bonusCopy} />
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          {copy.referral ? (
            <ReferralLinkCard
              origin={partnerOrigin(effective)}
              title={copy.referral.title}
              description={copy.referral.description}
            />
          ) : null}
          <HelpLinks groups={copy.linkGroups} />
        </div>
      </div>
    </div>
  );
}

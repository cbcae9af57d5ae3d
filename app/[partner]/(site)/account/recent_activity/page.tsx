import type { Metadata } from "next";
import { RecentActivity } from "@/components/account/activity/recent-activity-deferred";
import { accountLinks } from "@/components/shell/nav-model";
import { loadRecentActivityCopy } from "@/lib/server/content/recent-activity-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const copy = await loadRecentActivityCopy(await partnerFromParams(params));
  return { title: copy.documentTitle, robots: { index: false, follow: false } };
}

/** The account navigation's name for this page. */
const tabLabel =
  accountLinks.find((link) => link.href === "/account/recent_activity")?.label ?? "Reviews & History";

/** /account/recent_activity, "Reviews & History" (account-center §2 Recent activity). */
export default async function RecentActivityPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const copy = await loadRecentActivityCopy(partner);
  return (
    // The region keeps the spec's name (account-center §2: "a region labelled Recent activity");
    // the heading says what the tab says, so the two never disagree.
    <section aria-label="Recent activity" data-testid="recent-activity-page">
      <h1 className="text-3xl font-bold">{tabLabel}</h1>
      <p className="text-muted mt-2 mb-6 text-lg">
        Your meals at participating restaurants, the {effective.currencyName.other} each one earned, and your
        reviews.
      </p>
      <RecentActivity
        partner={{
          currencyType: effective.currencyType,
          currencyName: effective.currencyName,
          programName: effective.programName,
          support: effective.customerSupport,
        }}
        copy={copy}
      />
    </section>
  );
}

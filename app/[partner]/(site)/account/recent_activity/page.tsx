import type { Metadata } from "next";
import { RecentActivity } from "@/components/account/activity/recent-activity";
import { loadRecentActivityCopy } from "@/lib/server/content/recent-activity-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const copy = await loadRecentActivityCopy(await partnerFromParams(params));
  return { title: copy.documentTitle, robots: { index: false, follow: false } };
}

/** /account/recent_activity, "Reviews & History" (account-center §2 Recent activity). */
export default async function RecentActivityPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const copy = await loadRecentActivityCopy(partner);
  return (
    <section aria-labelledby="recent-activity-title" data-testid="recent-activity-page">
      <h1 id="recent-activity-title" className="text-3xl font-bold">
        Recent activity
      </h1>
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

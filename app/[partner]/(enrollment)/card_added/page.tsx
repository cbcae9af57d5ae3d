import type { Metadata } from "next";
import Link from "next/link";
import { CardAddedSummary } from "@/components/enrollment/card-added-summary";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { loadRewardPostingDays } from "@/lib/server/content/recent-activity-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return { title: `You're enrolled | ${effective.name}`, robots: { index: false } };
}

/** /card_added, enrollment step 3: the card is linked; off to find a restaurant. */
export default async function CardAddedPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const postingDays = await loadRewardPostingDays(partner);
  return (
    <EnrollmentPage
      step={3}
      title="You're all set!"
      // "you earn …" reads right for every currency name; "your cash back are" did not.
      intro={`Your card is linked. Pay with it at any participating restaurant and you earn ${effective.currencyName.other} automatically.`}
    >
      <CardAddedSummary />
      <ol className="mt-6 flex flex-col gap-3 text-lg">
        <li>
          <span className="font-bold">Find a restaurant</span> that earns {effective.currencyName.other} near
          you.
        </li>
        <li>
          <span className="font-bold">Dine and pay</span> with your linked card, as you always do.
        </li>
        <li>
          <span className="font-bold">Earn automatically</span>: rewards usually appear within {postingDays}{" "}
          days of your meal.
        </li>
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/search" className="button-primary sm:flex-1">
          Find restaurants
        </Link>
        <Link href="/account/overview" className="button-secondary sm:flex-1">
          Go to my account
        </Link>
      </div>
    </EnrollmentPage>
  );
}

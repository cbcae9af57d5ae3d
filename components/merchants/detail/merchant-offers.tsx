import type { MerchantDetail } from "@/shared/contracts/merchants";
import { earnStatement } from "@/shared/rules/earn-statement";
import { tierCell, tierNames } from "@/shared/rules/earn-wording";
import type { PartnerConfig } from "@/partners/schema";
import { DetailSection } from "./detail-section";
import { MemberEarnRate } from "./member-earn-rate";
import { merchantEarnFacts } from "./merchant-earn-facts";
import { VisitorEarnRate } from "./visitor-earn-rate";

const offerTypeCopy: Record<MerchantDetail["offers"][number]["type"], string> = {
  Unlimited: "Earn on every visit",
  Limited: "Limited-time offer",
};

/**
 * Offers and earn rate per tier, from the earn statement the card and the member's own line
 * also use. Every tier's rate is in the server HTML (visitors and crawlers see what each level
 * earns); the signed-in member's own line is a client island on top.
 */
export function MerchantOffers({ merchant, config }: { merchant: MerchantDetail; config: PartnerConfig }) {
  const facts = merchantEarnFacts(config, merchant);
  const statement = earnStatement({ ...facts, viewer: null, date: null });
  const lines = config.showEarnRate ? statement.tiers : [];
  return (
    <DetailSection id="offers" title="Offers" testId="merchant-offers">
      <MemberEarnRate
        merchantName={merchant.name}
        facts={facts}
        visitorLine={<VisitorEarnRate enrollmentType={config.enrollmentType} facts={facts} />}
      />
      {merchant.offers.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-3">
          {merchant.offers.map((offer) => (
            <li
              key={`${offer.type}-${offer.description}`}
              className="flex flex-col gap-1 rounded-xl bg-black/[0.03] p-4 sm:flex-row sm:items-center sm:gap-4"
              data-testid="merchant-offer"
            >
              <span
                className={`w-fit shrink-0 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${
                  offer.type === "Limited" ? "bg-accent text-on-brand" : "bg-brand text-on-brand"
                }`}
              >
                {offer.type}
              </span>
              <span>
                <span className="sr-only">{offerTypeCopy[offer.type]}: </span>
                {offer.description}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {lines.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-muted text-sm font-bold tracking-wide uppercase">
            Earn rate by membership level
          </h3>
          <dl
            className="mt-2 divide-y divide-black/10 rounded-xl border border-black/10"
            data-testid="earn-by-tier"
          >
            {lines.map((line) => (
              <div
                key={line.tierLevel}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
                data-tier={line.tierLevel}
                data-earns={line.earnsHere}
              >
                <dt className="font-bold">{tierNames[line.tierLevel]}</dt>
                <dd className={line.earnsHere ? "text-brand font-bold" : "text-muted text-sm"}>
                  {tierCell(line)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </DetailSection>
  );
}

import { formatEarnRate } from "@/lib/shared/format/earn-rate";
import { tierEarnLines } from "@/lib/shared/merchants/tier-earn";
import type { MerchantDetail } from "@/lib/shared/contracts/merchants";
import type { PartnerConfig } from "@/partners/schema";
import { DetailSection } from "./detail-section";
import { MemberEarnRate, type MemberEarnLine } from "./member-earn-rate";

const offerTypeCopy: Record<MerchantDetail["offers"][number]["type"], string> = {
  Unlimited: "Earn on every visit",
  Limited: "Limited-time offer",
};

/**
 * Offers and earn rate per tier. Every tier's rate is in the server HTML (visitors and crawlers
 * see what each level earns); the signed-in member's own line is a client island on top.
 */
export function MerchantOffers({ merchant, config }: { merchant: MerchantDetail; config: PartnerConfig }) {
  const lines = config.showEarnRate ? tierEarnLines(merchant.earnByTier) : [];
  const rateOf = (tierLevel: number | undefined): string | null => {
    const amount = lines.find((line) => line.tierLevel === tierLevel)?.amountPerDollar;
    return amount === null || amount === undefined ? null : formatEarnRate(config, amount);
  };
  const memberLines: MemberEarnLine[] = lines.map((line) => {
    const unlock = line.unlock?.tierLevel;
    return {
      tierLevel: line.tierLevel,
      rate: rateOf(line.tierLevel),
      unlockTier: unlock === 2 || unlock === 3 ? unlock : null,
      unlockRate: rateOf(unlock),
    };
  });
  return (
    <DetailSection id="offers" title="Offers" testId="merchant-offers">
      <MemberEarnRate
        merchantName={merchant.name}
        enrollmentType={config.enrollmentType}
        lines={memberLines}
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
              >
                <dt className="font-bold">{line.name}</dt>
                <dd className={line.amountPerDollar === null ? "text-muted text-sm" : "text-brand font-bold"}>
                  {line.amountPerDollar !== null
                    ? formatEarnRate(config, line.amountPerDollar)
                    : line.unlock
                      ? `Not earning here · ${line.unlock.action} to unlock`
                      : "Not earning here"}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </DetailSection>
  );
}

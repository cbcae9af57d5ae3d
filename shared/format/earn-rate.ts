import type { PartnerConfig } from "@/partners/schema";

/**
 * Earn rate as members read it: "5 points per $1" for miles and points, "5% cash back" or
 * "3% back" for currencies paid in money (amountPerDollar is then a fraction of the bill).
 */
export function formatEarnRate(
  config: Pick<PartnerConfig, "currencyType" | "currencyName">,
  amountPerDollar: number,
): string {
  if (config.currencyType === "Credit" || config.currencyType === "Dollar") {
    const percent = Number((amountPerDollar * 100).toFixed(1));
    return config.currencyType === "Credit" ? `${percent}% ${config.currencyName.other}` : `${percent}% back`;
  }
  const unit = amountPerDollar === 1 ? config.currencyName.one : config.currencyName.other;
  return `${amountPerDollar} ${unit} per $1`;
}

import type { PartnerConfig } from "@/partners/schema";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const whole = new Intl.NumberFormat("en-US");

/** Cents as dollars: 1234 → "$12.34". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/**
 * A reward in the partner's currency as members read it: "1,250 points", "1 mile", or money
 * for Dollar and Credit partners ("$1.25 cash back", "$1.25"), whose amounts are in cents.
 */
export function formatReward(
  config: Pick<PartnerConfig, "currencyType" | "currencyName">,
  amount: number,
): string {
  if (config.currencyType === "Credit") return `${formatCents(amount)} ${config.currencyName.other}`;
  if (config.currencyType === "Dollar") return formatCents(amount);
  return `${whole.format(amount)} ${amount === 1 ? config.currencyName.one : config.currencyName.other}`;
}

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A day as "Nov 3, 2026"; in UTC, so the server's and the browser's rendering agree. */
export function formatDay(date: Date): string {
  return shortDate.format(date);
}

import { earnStatement } from "@/shared/rules/earn-statement";
import type { PartnerConfig } from "@/partners/schema";
import type { PlaceholderValues } from "./expand-placeholders";

/** The values copy placeholders stand for, from the partner's effective configuration. */
export function partnerPlaceholderValues(config: PartnerConfig): PlaceholderValues {
  // The same statement the home and the overview read: a new member's rate and the best one.
  const statement = earnStatement({ partner: config, merchant: null, viewer: null, date: null });
  const base = statement.viewer.tier?.rate ?? "";
  const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return {
    PARTNER_NAME_1: config.name,
    PARTNER_SHORT_NAME_1: config.shortCode,
    PARTNER_PROGRAM_1: config.programName,
    CURRENCY_S_1: config.currencyName.one,
    CURRENCY_P_1: config.currencyName.other,
    CURRENCY_P_CAP_1: capitalize(config.currencyName.other),
    CURRENCY_TYPE_1: config.currencyType,
    SUPPORT_PHONE_1: config.customerSupport.phone.formatted,
    SUPPORT_PHONE_HREF_1: config.customerSupport.phone.href,
    SUPPORT_EMAIL_1: config.customerSupport.email.display,
    SUPPORT_EMAIL_HREF_1: config.customerSupport.email.href,
    EARN_RATE_BASE_1: base,
    EARN_RATE_BEST_1: statement.best?.rate ?? base,
    RESERVATION_BONUS_1: String(config.reservationBonus),
    PAYOUT_THRESHOLD_1: `$${(config.payoutThresholdCents / 100).toFixed(0)}`,
  };
}

import { earnRateRange } from "@/lib/shared/format/earn-rate";
import type { PartnerConfig } from "@/partners/schema";
import type { PlaceholderValues } from "./expand-placeholders";

/** The values copy placeholders stand for, from the partner's effective configuration. */
export function partnerPlaceholderValues(config: PartnerConfig): PlaceholderValues {
  const rates = earnRateRange(config);
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
    EARN_RATE_BASE_1: rates.base,
    EARN_RATE_BEST_1: rates.best ?? rates.base,
    RESERVATION_BONUS_1: String(config.reservationBonus),
    PAYOUT_THRESHOLD_1: `$${(config.payoutThresholdCents / 100).toFixed(0)}`,
  };
}

import "server-only";
import type { BonusCopy } from "@/shared/contracts/copy/bonus";
import { bonusBannersFieldsSchema } from "@/shared/contracts/cms/bonus-banners";
import type { Partner } from "@/partners/registry";
import { loadErrorCopy } from "./error-copy";
import { contentFields, loadPartnerContent } from "./partner-content";

/**
 * The bonus banners' copy (account_center entry bonus_banners) and the registration outcomes
 * from the partner's error copy, with plain wording where the partner leaves them out.
 */
export async function loadBonusCopy(partner: Partner): Promise<BonusCopy> {
  const content = await loadPartnerContent(partner);
  const fields = contentFields(content, "account_center", "bonus_banners", bonusBannersFieldsSchema);
  const errors = await loadErrorCopy(partner);
  return {
    title: fields?.title ?? "Bonus offers",
    banners: fields?.banners ?? [],
    success: errors.bonus_success ?? "Registered for bonus",
    error:
      errors.bonus_error ??
      "We couldn't register you for this bonus. Please refresh your browser and try again.",
  };
}

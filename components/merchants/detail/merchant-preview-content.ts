import type { PreviewContent } from "@/lib/server/og/preview-card";
import type { MerchantDetail } from "@/shared/contracts/merchants";
import type { PartnerConfig } from "@/partners/schema";
import { earnStatement } from "@/shared/rules/earn-statement";
import { earnRange } from "@/shared/rules/earn-wording";
import { merchantEarnFacts } from "./merchant-earn-facts";

/**
 * What a merchant's link preview says (docs/decisions/0071): its name, cuisine and city, and
 * what members earn there in the same words as its description, for anyone (no viewer): the
 * image is one copy for every visitor.
 */
export function merchantPreviewContent(config: PartnerConfig, merchant: MerchantDetail): PreviewContent {
  const cuisine = merchant.details.cuisines[0] ?? "Restaurant";
  const { city, state } = merchant.location.address;
  const rate = earnRange(earnStatement({ ...merchantEarnFacts(config, merchant), viewer: null, date: null }));
  return {
    title: merchant.name,
    lines: [`${cuisine} · ${[city, state].filter(Boolean).join(", ")}`],
    highlight: config.showEarnRate && rate ? `Earn ${rate}` : null,
  };
}

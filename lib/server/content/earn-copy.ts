import "server-only";
import type { z } from "zod";
import { earnBannerFieldsSchema } from "@/shared/contracts/cms/earn-banner";
import type { EarnDetailsFields } from "@/shared/contracts/cms/editorial";
import type { Partner } from "@/partners/registry";
import { earnPages } from "./editorial-pages";
import { contentFields, loadPartnerContent } from "./partner-content";

export interface EarnCopy {
  readonly banner: z.output<typeof earnBannerFieldsSchema> | undefined;
  /** The /earn/* pages listed on /earn (terms and privacy pages render but stay off it). */
  readonly pages: readonly EarnDetailsFields[];
}

/** The /earn page's banner (earn_banner) and the offers it lists (earn_details). */
export async function loadEarnCopy(partner: Partner): Promise<EarnCopy> {
  const content = await loadPartnerContent(partner);
  return {
    banner: contentFields(content, "earn_banner", "earn_banner", earnBannerFieldsSchema),
    pages: earnPages(content).filter((page) => page.url.startsWith("/earn/") && page.listed_on_earn),
  };
}

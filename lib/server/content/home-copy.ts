import "server-only";
import type { HomeBanner } from "@/shared/contracts/copy/home";
import { homeFieldsSchema } from "@/shared/contracts/cms/home";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

/** The home hero's banners; they show only when the entry names the member states they are for. */
export async function loadHomeBanners(partner: Partner): Promise<readonly HomeBanner[]> {
  const home = contentFields(await loadPartnerContent(partner), "home", "home", homeFieldsSchema);
  return home && home.user_states.length > 0 ? home.banner_text : [];
}

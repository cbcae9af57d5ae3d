import "server-only";
import type { z } from "zod";
import { footerFieldsSchema } from "@/shared/contracts/cms/footer";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

export type FooterCopy = z.output<typeof footerFieldsSchema>;

/** The footer's links and legal lines (global 'footer'); /join names its terms from them too. */
export async function loadFooterCopy(partner: Partner): Promise<FooterCopy | undefined> {
  return contentFields(await loadPartnerContent(partner), "*", "footer", footerFieldsSchema);
}

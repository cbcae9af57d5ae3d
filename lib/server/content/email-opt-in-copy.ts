import "server-only";
import type { EmailOptInCopy } from "@/shared/contracts/copy/email-opt-in";
import { emailOptInFieldsSchema } from "@/shared/contracts/cms/email-opt-in";
import { expandPlaceholders } from "@/shared/copy/expand-placeholders";
import { partnerPlaceholderValues } from "@/shared/copy/partner-values";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

/**
 * The partner's words for the join form's email opt-in, or null when the partner hides email
 * opt-in (as the profile does) or has no copy for it: the box is then not offered at all, rather
 * than offered without saying what it is for.
 */
export async function loadEmailOptInCopy(partner: Partner): Promise<EmailOptInCopy | null> {
  if (partner.effective.ruleFlags.hideEmailOptIn) return null;
  const fields = contentFields(
    await loadPartnerContent(partner),
    "*",
    "email_opt_in",
    emailOptInFieldsSchema,
  );
  if (!fields) return null;
  const expand = (text: string) => expandPlaceholders(text, partnerPlaceholderValues(partner.effective));
  return { label: expand(fields.label), unlocks: expand(fields.unlocks) };
}

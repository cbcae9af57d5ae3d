import "server-only";
import { activationCopySchema, type ActivationCopy } from "@/shared/contracts/cms/activation";
import type { Partner } from "@/partners/registry";
import { loadErrorCopy } from "./error-copy";
import { contentFields, loadPartnerContent } from "./partner-content";

/** The tier-1 activation copy; the error line falls back to the partner's activation_error. */
export async function loadActivationCopy(partner: Partner): Promise<ActivationCopy> {
  const [content, errors] = await Promise.all([loadPartnerContent(partner), loadErrorCopy(partner)]);
  const fields = contentFields(content, "tier_1_activation", "tier_1_activation", activationCopySchema);
  return fields ?? activationCopySchema.parse({ error_text: errors.activation_error });
}

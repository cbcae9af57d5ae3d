import "server-only";
import { smsOptInFieldsSchema } from "@/shared/contracts/cms/sms-opt-in";
import { smsOptInCopy, type SmsOptInCopy } from "@/shared/copy/sms-opt-in-copy";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

/** The SMS opt-in wording of /join and the profile (global 'sms_opt_in' over the defaults). */
export async function loadSmsOptInCopy(partner: Partner): Promise<SmsOptInCopy> {
  const fields = contentFields(await loadPartnerContent(partner), "*", "sms_opt_in", smsOptInFieldsSchema);
  return smsOptInCopy(partner.effective.name, fields);
}

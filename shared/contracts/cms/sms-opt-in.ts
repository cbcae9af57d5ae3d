import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/** Global 'sms_opt_in': the SMS consent wording; every field optional (shared/copy/sms-opt-in-copy.ts fills gaps). */
export const smsOptInFieldsSchema = z.object({
  label: multilineText().min(1).optional(),
  no_phone_hint: multilineText().min(1).optional(),
  dialog_title: multilineText().min(1).optional(),
  dialog_body: multilineText().min(1).optional(),
  dialog_terms: z.array(multilineText().min(1)).optional(),
  confirm_text: multilineText().min(1).optional(),
  cancel_text: multilineText().min(1).optional(),
});

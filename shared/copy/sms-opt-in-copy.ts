import type { z } from "zod";
import type { smsOptInFieldsSchema } from "@/shared/contracts/cms/sms-opt-in";

/** The words of the SMS opt-in v2 checkbox and its consent dialog (account-center §4). */
export interface SmsOptInCopy {
  /** Beside the checkbox. */
  label: string;
  /** Under the checkbox while there is no phone to text. */
  noPhoneHint: string;
  dialogTitle: string;
  /** What the member agrees to, in one sentence naming the sender. */
  dialogBody: string;
  /** The terms carriers require: frequency, rates, STOP and HELP, one line each. */
  dialogTerms: readonly string[];
  confirmText: string;
  cancelText: string;
}

type SmsOptInFields = z.output<typeof smsOptInFieldsSchema>;

/**
 * The partner's SMS copy (global content 'sms_opt_in') over a complete default naming the
 * program, so a partner may word any part of it and a partner without the entry still shows
 * the disclosures carriers require before anyone is texted.
 */
export function smsOptInCopy(programName: string, fields?: SmsOptInFields): SmsOptInCopy {
  return {
    label: fields?.label ?? "Text me about new offers and my rewards.",
    noPhoneHint: fields?.no_phone_hint ?? "Add a mobile phone number to get texts.",
    dialogTitle: fields?.dialog_title ?? `Get texts from ${programName}?`,
    dialogBody:
      fields?.dialog_body ??
      `By choosing Yes, text me, you agree to receive recurring automated text messages from ${programName} at the mobile number you entered, about new offers, bonus reminders and your rewards. Agreeing is not a condition of joining.`,
    dialogTerms:
      fields?.dialog_terms && fields.dialog_terms.length > 0
        ? fields.dialog_terms
        : [
            "Message frequency varies, up to 4 messages a month.",
            "Msg & data rates may apply.",
            "Reply STOP to cancel at any time, or HELP for help.",
          ],
    confirmText: fields?.confirm_text ?? "Yes, text me",
    cancelText: fields?.cancel_text ?? "No thanks",
  };
}

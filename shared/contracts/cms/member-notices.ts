import { z } from "zod";
import { multilineText, text } from "@/shared/contracts/text";

/**
 * Global 'member_notices': the mail the program sends a member on its own (decision 0065), in
 * the partner's words. Partner placeholders (PARTNER_PROGRAM_1, CURRENCY_P_1, …) expand as in
 * any copy; each mail's own facts are FIRST_NAME_1, AMOUNT_1 (the reward in the partner's
 * currency, "400 points", "$1.20 cash back"), MERCHANT_NAME_1, MEAL_DATE_1 (the restaurant's
 * day, "14 January 2026"), REASON_1 (why nothing was earned), BONUS_1 (the bonus's description)
 * and NEXT_YEAR_1. Subjects name no restaurant and no amount: the mail log shows subjects.
 * Every key is optional; a partner without one gets the product's English.
 */
export const memberNoticesFieldsSchema = z.object({
  subject_earned: text().min(1).optional(),
  subject_not_earned: text().min(1).optional(),
  subject_refunded: text().min(1).optional(),
  subject_bonus: text().min(1).optional(),
  subject_several: text().min(1).optional(),
  subject_vip: text().min(1).optional(),
  greeting: multilineText().min(1).optional(),
  earned: multilineText().min(1).optional(),
  not_earned: multilineText().min(1).optional(),
  refunded: multilineText().min(1).optional(),
  reservation_bonus: multilineText().min(1).optional(),
  reservation_bonus_missed: multilineText().min(1).optional(),
  bonus_earned: multilineText().min(1).optional(),
  vip: multilineText().min(1).optional(),
  /** Why the member gets this mail and how to stop it: it honours the email opt-in. */
  footer: multilineText().min(1).optional(),
});
export type MemberNoticesFields = z.infer<typeof memberNoticesFieldsSchema>;

import { passwordMaxLength } from "@/shared/constants";

// Zod-free: the join, profile and name fields read these in the browser before (or without) any
// schema loads, and shared/contracts/enrollment.ts builds the API's schemas from them.

export const nameMaxLength = 20;
export const passwordMinLength = 8;
export const zipCodeLength = 5;
/** Partner (loyalty) numbers: digits only; 6 to 12 covers the programs' usual member numbers. */
export const partnerNumberPattern = /^\d{6,12}$/;

/**
 * The new-password rules in words, shown beside the field before the first attempt: the same
 * rules newPasswordSchema and the partner-number check apply.
 */
export function passwordRulesText(partnerNumberName?: string): string {
  const length = `At least ${String(passwordMinLength)} characters (up to ${String(passwordMaxLength)}).`;
  return partnerNumberName ? `${length} It must not contain your ${partnerNumberName}.` : length;
}

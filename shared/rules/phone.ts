/**
 * US phone numbers (account-center §5 Phone): 10 digits after an optional leading 1, area and
 * exchange codes starting 2-9. Stored as the 10 digits only, shown as xxx-xxx-xxxx.
 */
export const usPhonePattern = /^1?([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

/** What people type around the digits: spaces, dashes, dots, brackets and a leading +. */
const punctuation = /[\s\-.()]/g;

/** The 10 stored digits of a typed US number, or undefined when it is not one. */
export function normalizeUsPhone(input: string): string | undefined {
  const compact = input.replace(punctuation, "").replace(/^\+(?=1)/, "");
  const match = usPhonePattern.exec(compact);
  return match ? `${match[1] ?? ""}${match[2] ?? ""}${match[3] ?? ""}` : undefined;
}

export function isUsPhone(input: string): boolean {
  return normalizeUsPhone(input) !== undefined;
}

/** xxx-xxx-xxxx for a stored (or typed) US number; anything else is returned unchanged. */
export function formatUsPhone(value: string): string {
  const digits = normalizeUsPhone(value);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : value;
}

// Zod-free: the browser keeps a landing URL's referral values (lib/client/browser/referral-cookies.ts)
// with these rules on the join and home pages, which load no zod at first (docs/performance.md, Bundles); the
// sign-up contract (enrollment.ts referralShape) is built from the same limits and pattern.

/** The longest value the sign-up contract accepts for each referral field. */
export const referralMaxLengths = {
  utmTerm: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmSource: 100,
  utmContent: 100,
  referrer: 512,
  source: 100,
  publicId: 64,
} as const;

export type ReferralField = keyof typeof referralMaxLengths;

/** A known visitor's public id: letters, digits, _ and - only. */
export const publicIdPattern = /^[\w-]+$/;

// The contracts' text() rule (text.ts): no control characters in a single-line value.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const anyControl = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The value as referralShape would accept it: trimmed, or undefined when it is blank or the
 * contract would refuse it (control characters, too long, a malformed public id).
 */
export function acceptedReferralValue(field: ReferralField, raw: string | undefined): string | undefined {
  if (raw === undefined || anyControl.test(raw)) return undefined;
  const value = raw.trim();
  if (!value || value.length > referralMaxLengths[field]) return undefined;
  if (field === "publicId" && !publicIdPattern.test(value)) return undefined;
  return value;
}

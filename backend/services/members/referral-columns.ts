import "server-only";

/** The referral values a sign-up or a prospect start carries (shared/contracts/enrollment referralShape). */
export interface ReferralInput {
  readonly utmTerm?: string | undefined;
  readonly utmMedium?: string | undefined;
  readonly utmCampaign?: string | undefined;
  readonly utmSource?: string | undefined;
  readonly utmContent?: string | undefined;
  readonly referrer?: string | undefined;
  readonly source?: string | undefined;
  readonly publicId?: string | undefined;
}

/** The columns members and prospect_starts keep them in; absent values are null. */
export function referralColumns(input: ReferralInput) {
  return {
    utmTerm: input.utmTerm ?? null,
    utmMedium: input.utmMedium ?? null,
    utmCampaign: input.utmCampaign ?? null,
    utmSource: input.utmSource ?? null,
    utmContent: input.utmContent ?? null,
    // One column for both: the referring member's public id wins (a referral is credited
    // to a member), else the referrer as sent (the referral link's ?referrer= carries the
    // referring member's public id too, account-center §2 Overview).
    referrer: input.publicId ?? input.referrer ?? null,
    source: input.source ?? null,
  };
}

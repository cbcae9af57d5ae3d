/** The campaign tags of a member's referral link, so joins it brings are counted as referrals. */
export const referralTags = {
  utm_source: "member_referral",
  utm_medium: "web",
  utm_campaign: "refer_a_friend",
} as const;

/**
 * A member's referral link (account-center §2 Overview): the partner's /join with the campaign
 * tags and the member's referral code as referrer, which /join keeps as the referral source. The
 * code is random and says nothing else: the public id, which activation once trusted, stays out.
 */
export function referralLink(origin: string, referralCode: string): string {
  const url = new URL("/join", origin);
  for (const [name, value] of Object.entries(referralTags)) url.searchParams.set(name, value);
  url.searchParams.set("referrer", referralCode);
  return url.href;
}

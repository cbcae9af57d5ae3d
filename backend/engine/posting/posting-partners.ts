import type { CurrencyType, PartnerConfig, PostingChannelName } from "@/partners/schema";

/**
 * Currencies a partner's own program keeps: their awards are posted to it (decision 0064).
 * Cash back (Dollar, Credit) is paid as statement credits at the payout threshold
 * (account-center §4 Rewards payout), a later step of the engine: those awards stay Awarded.
 */
const postedCurrencies: ReadonlySet<CurrencyType> = new Set(["Point", "Mile"]);

export interface PostingPartner {
  readonly code: string;
  readonly channel: PostingChannelName;
}

/** The partners whose awards are posted to their program, each with its channel. */
export function postingPartners(partners: readonly PartnerConfig[]): PostingPartner[] {
  return partners
    .filter((partner) => postedCurrencies.has(partner.currencyType))
    .map((partner) => ({ code: partner.code, channel: partner.posting.channel }));
}

import type { PartnerConfig } from "@/partners/schema";
import type { PayoutPartner } from "./issue-statement-credits";

/**
 * The partners whose awards are paid out as statement credits (decision 0068): currency Credit,
 * the programs whose members see credits and a balance (account-center §2 Recent activity). Their
 * awards are never posted to a program (decision 0064).
 */
export function payoutPartners(partners: readonly PartnerConfig[]): PayoutPartner[] {
  return partners
    .filter((partner) => partner.currencyType === "Credit")
    .map((partner) => ({
      code: partner.code,
      payoutThresholdCents: partner.payoutThresholdCents,
      benefitProcessor: `${partner.programName} statement credits`,
    }));
}

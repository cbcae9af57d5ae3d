import "server-only";
import type { TierCopy, AccountCenterCopy } from "@/shared/contracts/copy/account-center";
import { accountCenterFieldsSchema, type AccountCenterFields } from "@/shared/contracts/cms/account-center";
import { membershipEarningText } from "@/shared/rules/earn-wording";
import type { MembershipLevel } from "@/shared/rules/membership-tier";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

/** The partner's account_center entry, parsed; one read for every account page's loader. */
export async function loadAccountCenterFields(partner: Partner): Promise<AccountCenterFields | undefined> {
  return contentFields(
    await loadPartnerContent(partner),
    "account_center",
    "account_center",
    accountCenterFieldsSchema,
  );
}

/**
 * The account center's copy (content page account_center), placeholders already expanded, with
 * plain wording where a partner's copy leaves a part out, so no page shows an empty block.
 */
export async function loadAccountCenterCopy(partner: Partner): Promise<AccountCenterCopy> {
  const { effective } = partner;
  const fields = await loadAccountCenterFields(partner);
  const program = effective.programName;
  const fallbackMembership: Record<MembershipLevel, TierCopy> = {
    opted_out: {
      membership: `You are a ${program} member. You are not receiving our emails.`,
      earning: membershipEarningText(effective, "opted_out"),
    },
    opted_in: {
      membership: `You are a ${program} member and receive our emails.`,
      earning: membershipEarningText(effective, "opted_in"),
    },
    vip: {
      membership: `You are a ${program} VIP member.`,
      earning: membershipEarningText(effective, "vip"),
    },
  };
  const referral = fields?.referral_link;
  return {
    overviewTitle: fields?.overview_document_title ?? `Account overview | ${effective.name}`,
    manageCardsTitle: fields?.manage_cards_document_title ?? `Linked cards | ${effective.name}`,
    referral: referral?.is_enabled ? { title: referral.title, description: referral.description } : null,
    linkGroups: fields?.link_groups ?? [],
    vipStatus: fields?.vip_status ?? null,
    membership: {
      opted_out: fields?.membership?.opted_out ?? fallbackMembership.opted_out,
      opted_in: fields?.membership?.opted_in ?? fallbackMembership.opted_in,
      vip: fields?.membership?.vip ?? fallbackMembership.vip,
    },
  };
}

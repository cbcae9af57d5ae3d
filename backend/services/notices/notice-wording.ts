import "server-only";
import { getContentPage } from "@/backend/services/content/get-content-page";
import { memberNoticesFieldsSchema, type MemberNoticesFields } from "@/shared/contracts/cms/member-notices";
import { expandFields } from "@/shared/copy/expand-fields";
import { partnerPlaceholderValues } from "@/shared/copy/partner-values";
import type { PartnerConfig } from "@/partners/schema";

/** Every member notice wording, the partner's where its copy has one (decision 0065). */
export type NoticeWording = Readonly<Required<MemberNoticesFields>>;

/** The product's English, for a partner whose copy lacks a key. */
export const defaultNoticeWording: NoticeWording = {
  subject_earned: "Your meal earned CURRENCY_P_1",
  subject_not_earned: "A meal that earned no CURRENCY_P_1",
  subject_refunded: "A refund changed your CURRENCY_P_1",
  subject_bonus: "You earned a bonus",
  subject_several: "News about your PARTNER_PROGRAM_1 CURRENCY_P_1",
  subject_vip: "You are now a VIP of PARTNER_PROGRAM_1",
  greeting: "Hi FIRST_NAME_1,",
  earned:
    "Your meal at MERCHANT_NAME_1 on MEAL_DATE_1 earned AMOUNT_1. It shows as pending in your activity until it posts.",
  not_earned: "Your meal at MERCHANT_NAME_1 on MEAL_DATE_1 earned no CURRENCY_P_1. REASON_1",
  refunded: "MERCHANT_NAME_1 refunded your meal of MEAL_DATE_1, so we took back AMOUNT_1 of what it earned.",
  reservation_bonus:
    "Your reservation at MERCHANT_NAME_1 on MEAL_DATE_1 earned a reservation bonus of AMOUNT_1.",
  reservation_bonus_missed:
    "Your meal at MERCHANT_NAME_1 on MEAL_DATE_1 earned no reservation bonus. REASON_1",
  bonus_earned: "You met the terms of your bonus (BONUS_1) and earned AMOUNT_1.",
  vip: "Your dining this year made you a VIP member of PARTNER_PROGRAM_1. You keep VIP for the rest of this year and all of NEXT_YEAR_1.",
  footer:
    "You get these emails because you opted in to emails from PARTNER_NAME_1. You can opt out any time in your profile.\n\nPARTNER_PROGRAM_1",
};

/**
 * The partner's member notice wording from its global 'member_notices' copy, partner
 * placeholders expanded; the mail's own facts (FIRST_NAME_1, AMOUNT_1, …) are left for the mail.
 * A key the copy lacks (or copy that does not fit) falls back to the product's English.
 */
export async function loadNoticeWording(partner: PartnerConfig): Promise<NoticeWording> {
  const entries = await getContentPage(
    { code: partner.code, host: partner.hostnames[0] ?? partner.code, cmsRoute: partner.cmsRoute },
    "*",
  );
  const parsed = memberNoticesFieldsSchema.safeParse(
    entries.find((entry) => entry.slug === "member_notices")?.fields ?? {},
  );
  const own: MemberNoticesFields = parsed.success ? parsed.data : {};
  const keys = Object.keys(defaultNoticeWording) as (keyof NoticeWording)[];
  const merged = Object.fromEntries(
    keys.map((key) => [key, own[key]?.trim() ? own[key] : defaultNoticeWording[key]]),
  ) as NoticeWording;
  return expandFields(merged, partnerPlaceholderValues(partner));
}

import { z } from "zod";
import { accountCenterFieldsSchema } from "@/shared/contracts/cms/account-center";
import { activationCopySchema } from "@/shared/contracts/cms/activation";
import { announcementFieldsSchema } from "@/shared/contracts/cms/announcement";
import { bonusBannersFieldsSchema } from "@/shared/contracts/cms/bonus-banners";
import type { ContentName } from "@/shared/contracts/cms/content-pages";
import { discoverFieldsSchema } from "@/shared/contracts/cms/discover";
import { earnBannerFieldsSchema } from "@/shared/contracts/cms/earn-banner";
import { earnDetailsFieldsSchema, editorialPagesFieldsSchema } from "@/shared/contracts/cms/editorial";
import { emailOptInFieldsSchema } from "@/shared/contracts/cms/email-opt-in";
import { errorsFieldsSchema } from "@/shared/contracts/cms/errors";
import { footerFieldsSchema } from "@/shared/contracts/cms/footer";
import { memberNoticesFieldsSchema } from "@/shared/contracts/cms/member-notices";
import { homeFieldsSchema } from "@/shared/contracts/cms/home";
import { navigationFieldsSchema } from "@/shared/contracts/cms/navigation";
import { popupFieldsSchema } from "@/shared/contracts/cms/popup";
import { sidebarFieldsSchema } from "@/shared/contracts/cms/sidebar";
import { smsOptInFieldsSchema } from "@/shared/contracts/cms/sms-opt-in";
import { statusPageFieldsSchema } from "@/shared/contracts/cms/status-page";
import { surveyFieldsSchema } from "@/shared/contracts/cms/surveys";
import {
  merchantNotFoundFieldsSchema,
  merchantWordingFieldsSchema,
  searchWordingFieldsSchema,
} from "@/shared/contracts/cms/wording";

/**
 * The schema lib/server/content reads each content entry with: one per slug, or one for every
 * entry of a page whose slugs the partner chooses (editorial pages, popups, sidebars, surveys).
 * A scaffolded folder's copy is checked with these, so it is copy the pages can show.
 */
const schemas: Readonly<Record<ContentName, z.ZodType | Readonly<Record<string, z.ZodType>>>> = {
  "*": {
    navigation: navigationFieldsSchema,
    footer: footerFieldsSchema,
    not_found: statusPageFieldsSchema,
    server_error: statusPageFieldsSchema,
    editorial_pages: editorialPagesFieldsSchema,
    errors: errorsFieldsSchema,
    email_opt_in: emailOptInFieldsSchema,
    sms_opt_in: smsOptInFieldsSchema,
    search_wording: searchWordingFieldsSchema,
    merchant_wording: merchantWordingFieldsSchema,
    member_notices: memberNoticesFieldsSchema,
    merchant_not_found: merchantNotFoundFieldsSchema,
  },
  home: { home: homeFieldsSchema },
  discover: { discover: discoverFieldsSchema },
  tier_1_activation: { tier_1_activation: activationCopySchema },
  surveys: surveyFieldsSchema,
  account_center: { account_center: accountCenterFieldsSchema, bonus_banners: bonusBannersFieldsSchema },
  announcement_banner: { announcement: announcementFieldsSchema },
  earn_details: earnDetailsFieldsSchema,
  earn_banner: { earn_banner: earnBannerFieldsSchema },
  popup: popupFieldsSchema,
  sidebar: sidebarFieldsSchema,
};

/** The schema of one entry, or undefined when nothing reads an entry of that slug there. */
export function contentEntrySchema(name: ContentName, slug: string): z.ZodType | undefined {
  const forName = schemas[name];
  return forName instanceof z.ZodType ? forName : forName[slug];
}

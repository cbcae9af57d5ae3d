import "server-only";
import type { z } from "zod";
import { announcementFieldsSchema } from "@/shared/contracts/cms/announcement";
import { navigationFieldsSchema } from "@/shared/contracts/cms/navigation";
import { popupFieldsSchema } from "@/shared/contracts/cms/popup";
import { surveyFieldsSchema, type SurveyFields } from "@/shared/contracts/cms/surveys";
import type { Partner } from "@/partners/registry";
import { loadFooterCopy, type FooterCopy } from "./footer-copy";
import { loadNotFoundCopy, loadServerErrorCopy, type NotFoundCopy } from "./not-found-copy";
import { contentEntries, contentFields, loadPartnerContent } from "./partner-content";

type PopupCopy = z.output<typeof popupFieldsSchema>;

/** The copy of every page's frame: navbar, footer, the 404 body and the overlays. */
export interface SiteShellCopy {
  readonly navigation: z.output<typeof navigationFieldsSchema> | undefined;
  readonly footer: FooterCopy | undefined;
  readonly notFound: NotFoundCopy | undefined;
  readonly serverError: NotFoundCopy | undefined;
  readonly announcement: z.output<typeof announcementFieldsSchema> | undefined;
  /** The general modal's copy, for the type the partner's config names. */
  readonly generalPopup: PopupCopy | undefined;
  /** The one-time SSO welcome, when the partner's rule flags turn it on. */
  readonly ssoModal: PopupCopy | undefined;
  readonly surveys: readonly SurveyFields[];
}

export async function loadSiteShellCopy(partner: Partner): Promise<SiteShellCopy> {
  const { effective } = partner;
  const content = await loadPartnerContent(partner);
  const popupType = effective.generalModalType;
  return {
    navigation: contentFields(content, "*", "navigation", navigationFieldsSchema),
    footer: await loadFooterCopy(partner),
    notFound: await loadNotFoundCopy(partner),
    serverError: await loadServerErrorCopy(partner),
    announcement: contentFields(content, "announcement_banner", "announcement", announcementFieldsSchema),
    generalPopup: popupType ? contentFields(content, "popup", popupType, popupFieldsSchema) : undefined,
    ssoModal: effective.ruleFlags.oneTimeSsoModal
      ? contentFields(content, "popup", "sso-welcome", popupFieldsSchema)
      : undefined,
    surveys: contentEntries(content, "surveys", surveyFieldsSchema).map((entry) => entry.fields),
  };
}

"use client";

import { PaymentProviderLoader } from "./payment-provider-loader";
import type { z } from "zod";
import { ToastRegion } from "@/components/ui/toasts";
import type { announcementFieldsSchema } from "@/lib/shared/contracts/cms/announcement";
import type { popupFieldsSchema } from "@/lib/shared/contracts/cms/popup";
import type { SurveyFields } from "@/lib/shared/contracts/cms/surveys";
import { AnnouncementModal } from "./announcement-modal";
import { CredentialsGuard } from "./credentials-guard";
import { CsrfPrefetch } from "./csrf-prefetch";
import { EmulationGuard } from "./emulation-guard";
import { GeneralPopup } from "./general-popup";
import { InstallBanner } from "./install-banner";
import { PageViews } from "./page-views";
import { ServiceWorkerRegistration } from "./service-worker";
import { SessionTimers } from "./session-timers";
import { SsoModal } from "./sso-modal";
import { SurveyWidget } from "./survey-widget";
import { UpdateRequired } from "./update-required";

export interface OverlaySettings {
  readonly announcement: z.output<typeof announcementFieldsSchema> | undefined;
  readonly generalPopup: { type: string | null; copy: z.output<typeof popupFieldsSchema> | undefined };
  readonly ssoModal: z.output<typeof popupFieldsSchema> | undefined;
  readonly minimumAppVersion: string;
  readonly appStores: { ios: string; android: string };
  readonly adminOrigin: string | null;
  readonly surveys: readonly SurveyFields[];
  readonly partnerCode: string;
  readonly installBanner: { enabled: boolean; appName: string };
}

/**
 * Everything that sits over the page: toasts, session timers, analytics, the popups and
 * modals of public-and-shared §4. One popup at a time: the update-required screen wins, then
 * the general popup, then the SSO invitation, then the announcement.
 */
export function Overlays({ settings }: { settings: OverlaySettings }) {
  const popup = settings.generalPopup.copy ? (
    <GeneralPopup type={settings.generalPopup.type} copy={settings.generalPopup.copy} />
  ) : settings.ssoModal ? (
    <SsoModal copy={settings.ssoModal} />
  ) : (
    <AnnouncementModal copy={settings.announcement} />
  );
  return (
    <>
      <ToastRegion />
      <CsrfPrefetch />
      <SessionTimers />
      <CredentialsGuard />
      <PageViews />
      <EmulationGuard adminOrigin={settings.adminOrigin} />
      {popup}
      <SurveyWidget surveys={settings.surveys} partnerCode={settings.partnerCode} />
      <ServiceWorkerRegistration />
      <PaymentProviderLoader />
      <InstallBanner enabled={settings.installBanner.enabled} appName={settings.installBanner.appName} />
      <UpdateRequired minimumAppVersion={settings.minimumAppVersion} stores={settings.appStores} />
    </>
  );
}

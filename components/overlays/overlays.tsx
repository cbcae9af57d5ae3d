"use client";

import { PaymentProviderLoader } from "./payment-provider-loader";
import type { z } from "zod";
import type { announcementFieldsSchema } from "@/lib/shared/contracts/cms/announcement";
import type { popupFieldsSchema } from "@/lib/shared/contracts/cms/popup";
import { CredentialsGuard } from "./credentials-guard";
import { CsrfPrefetch } from "./csrf-prefetch";
import { EmulationGuard } from "./emulation-guard";
import { AnnouncementModal, GeneralPopup, InstallBanner, SsoModal, UpdateRequired } from "./lazy-overlays";
import { PageViews } from "./page-views";
import { QueuedToasts } from "./queued-toasts";
import { ServiceWorkerRegistration } from "./service-worker";
import { SessionTimers } from "./session-timers";

export interface OverlaySettings {
  readonly announcement: {
    /** The partner config's appAnnouncementModal. */
    readonly enabled: boolean;
    readonly homeIsDiscover: boolean;
    readonly copy: z.output<typeof announcementFieldsSchema> | undefined;
  };
  readonly generalPopup: { type: string | null; copy: z.output<typeof popupFieldsSchema> | undefined };
  readonly ssoModal: z.output<typeof popupFieldsSchema> | undefined;
  readonly minimumAppVersion: string;
  readonly appStores: { ios: string; android: string };
  readonly adminOrigin: string | null;
  readonly installBanner: { enabled: boolean; appName: string };
}

/**
 * Everything that sits over the page: toasts, session timers, analytics, the popups and
 * modals of public-and-shared §4. The popups, the session warning, toasts, the install banner
 * and the survey bar (placed in the page's flow by the layout) take turns through one queue
 * (overlay-queue.tsx): at most one shows, and the update-required screen beats them all.
 */
export function Overlays({ settings }: { settings: OverlaySettings }) {
  return (
    <>
      <QueuedToasts />
      <CsrfPrefetch />
      <SessionTimers />
      <CredentialsGuard />
      <PageViews />
      <EmulationGuard adminOrigin={settings.adminOrigin} />
      <GeneralPopup type={settings.generalPopup.type} copy={settings.generalPopup.copy} />
      <SsoModal copy={settings.ssoModal} />
      <AnnouncementModal
        enabled={settings.announcement.enabled}
        homeIsDiscover={settings.announcement.homeIsDiscover}
        copy={settings.announcement.copy}
      />
      <ServiceWorkerRegistration />
      <PaymentProviderLoader />
      <InstallBanner enabled={settings.installBanner.enabled} appName={settings.installBanner.appName} />
      <UpdateRequired minimumAppVersion={settings.minimumAppVersion} stores={settings.appStores} />
    </>
  );
}

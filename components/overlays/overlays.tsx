"use client";

import { PaymentProviderLoader } from "./payment-provider-loader";
import type { z } from "zod";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import type { announcementFieldsSchema } from "@/shared/contracts/cms/announcement";
import type { popupFieldsSchema } from "@/shared/contracts/cms/popup";
import { CsrfPrefetch } from "./csrf-prefetch";
import { EmulationGuardWhenMarked } from "./emulation-parts";
import {
  AnnouncementModal,
  GeneralPopup,
  InstallBanner,
  QueuedToasts,
  SsoModal,
  UpdateRequired,
} from "./lazy-overlays";
import { MemberOnlyOverlays } from "./member-only-overlays";
import { PageViews } from "./page-views";
import { ServiceWorkerRegistration } from "./service-worker";

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
 * (overlay-queue.tsx): at most one shows, and the update-required screen beats them all. The
 * lazily loaded ones render once hydrated: none of them is ever in the server's HTML.
 */
export function Overlays({ settings }: { settings: OverlaySettings }) {
  const hydrated = useHydrated();
  return (
    <>
      {hydrated ? <QueuedToasts.Component /> : null}
      <CsrfPrefetch />
      <MemberOnlyOverlays />
      <PageViews />
      <EmulationGuardWhenMarked adminOrigin={settings.adminOrigin} />
      {hydrated ? (
        <>
          <GeneralPopup.Component type={settings.generalPopup.type} copy={settings.generalPopup.copy} />
          <SsoModal.Component copy={settings.ssoModal} />
          <AnnouncementModal.Component
            enabled={settings.announcement.enabled}
            homeIsDiscover={settings.announcement.homeIsDiscover}
            copy={settings.announcement.copy}
          />
        </>
      ) : null}
      <ServiceWorkerRegistration />
      <PaymentProviderLoader />
      {hydrated ? (
        <>
          <InstallBanner.Component
            enabled={settings.installBanner.enabled}
            appName={settings.installBanner.appName}
          />
          <UpdateRequired.Component
            minimumAppVersion={settings.minimumAppVersion}
            stores={settings.appStores}
          />
        </>
      ) : null}
    </>
  );
}

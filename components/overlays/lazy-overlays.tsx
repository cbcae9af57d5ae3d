"use client";

import dynamic from "next/dynamic";

/**
 * The overlays most visits never see (popups, the install banner, the update screen): none
 * renders before the page is live (each waits for its turn in the overlay queue or a
 * browser-only check), so their code loads after hydration instead of with every page's first
 * load (issue 14). Same components, same props. The survey bar stays eager: it sits in the
 * page's flow, and arriving late it moved the search map under a phone's finger.
 */
export const GeneralPopup = dynamic(() => import("./general-popup").then((module) => module.GeneralPopup), {
  ssr: false,
});
export const SsoModal = dynamic(() => import("./sso-modal").then((module) => module.SsoModal), { ssr: false });
export const AnnouncementModal = dynamic(
  () => import("./announcement-modal").then((module) => module.AnnouncementModal),
  { ssr: false },
);
export const InstallBanner = dynamic(() => import("./install-banner").then((module) => module.InstallBanner), {
  ssr: false,
});
export const UpdateRequired = dynamic(() => import("./update-required").then((module) => module.UpdateRequired), {
  ssr: false,
});

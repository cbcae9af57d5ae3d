"use client";

import { onDemand } from "@/components/shell/on-demand";

/**
 * The overlays most visits never see (popups, the install banner, the update screen): none
 * renders before the page is live (each waits for its turn in the overlay queue or a
 * browser-only check), so their code loads after hydration instead of with every page's first
 * load (decision 0039). Same components, same props; overlays.tsx renders them once hydrated.
 */
export const GeneralPopup = onDemand(() => import("./general-popup").then((module) => module.GeneralPopup));
export const SsoModal = onDemand(() => import("./sso-modal").then((module) => module.SsoModal));
export const AnnouncementModal = onDemand(() =>
  import("./announcement-modal").then((module) => module.AnnouncementModal),
);
export const InstallBanner = onDemand(() =>
  import("./install-banner").then((module) => module.InstallBanner),
);
export const UpdateRequired = onDemand(() =>
  import("./update-required").then((module) => module.UpdateRequired),
);

/**
 * The toast region and sonner with it: toasts follow a member's action or a check that runs
 * after hydration, and sonner shows a toast raised before the region mounted once it does.
 */
export const QueuedToasts = onDemand(() => import("./queued-toasts").then((module) => module.QueuedToasts));

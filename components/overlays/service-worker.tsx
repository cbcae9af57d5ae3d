"use client";

import { useEffect } from "react";

/** Where the service worker is served (app/serwist/[path]/route.ts); its scope is the whole site. */
const serviceWorkerUrl = "/serwist/sw.js";

/**
 * Registers the service worker (production builds only: it would cache dev chunks). When a
 * deploy brings a new version, it waits, and the visitor is offered a reload rather than having
 * the page change under them; Reload lets the new version take over, then loads the page again.
 * The registration library and the toast load after the page, not with it (first-load
 * JavaScript: docs/performance.md, Bundles).
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    void Promise.all([import("@serwist/window"), import("@/components/ui/toasts")])
      .then(([{ Serwist }, { newVersionToast }]) => {
        const serwist = new Serwist(serviceWorkerUrl, { scope: "/", type: "module" });
        serwist.addEventListener("waiting", () => {
          newVersionToast(() => {
            serwist.addEventListener("controlling", () => {
              window.location.reload();
            });
            serwist.messageSkipWaiting();
          });
        });
        return serwist.register();
      })
      .catch(() => undefined);
  }, []);
  return null;
}

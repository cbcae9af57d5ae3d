import { randomInt } from "node:crypto";
import { test as base, expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { storedValueKeys } from "@/lib/client/browser/stored-values";
import { getPartner } from "@/partners/registry";

export interface OverlayOptions {
  /**
   * "quiet" (the default) presets the stored values that keep one-time popups and the
   * announcement closed, so journeys about other things are not interrupted; "live" leaves
   * the browser as a first-time visitor's.
   */
  overlays: "quiet" | "live";
}

/**
 * Chromium resolves *.localhost to loopback by itself, but Node (where Playwright's `request`
 * fixture runs) does not. So API calls go to 127.0.0.1 with the partner's Host header: the
 * server sees exactly what a browser on that host would send.
 */
export const test = base.extend<OverlayOptions>({
  overlays: ["quiet", { option: true }],
  page: async ({ page, overlays }, use, testInfo) => {
    // Each journey is a visitor of its own, from an address of its own (TEST-NET-1, through the
    // e2e server's TRUST_PROXY): sign-ins are limited per address, and the journeys of a run all
    // come from this one machine. A journey that needs a particular address sets its own.
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `192.0.2.${String(randomInt(1, 255))}` });
    if (overlays === "quiet") {
      const popupType = getPartner(testInfo.project.name)?.effective.generalModalType ?? "";
      await page.addInitScript(
        ({ keys, popup }) => {
          window.localStorage.setItem(keys.announcementDismissedUntil, String(Date.now() + 365 * 86_400_000));
          window.localStorage.setItem(keys.ssoModalDismissedAt, new Date().toISOString());
          window.localStorage.setItem(keys.surveyLastSeen, String(Date.now()));
          window.localStorage.setItem(keys.pwaLaterDate, String(Date.now() + 365 * 86_400_000));
          if (popup) window.localStorage.setItem(keys.generalPopupType, popup);
        },
        { keys: storedValueKeys, popup: popupType },
      );
    }
    await use(page);
  },
  request: async ({ playwright }, use, testInfo) => {
    const baseUrl = new URL(testInfo.project.use.baseURL ?? "http://localhost:3100");
    const context = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${baseUrl.port}`,
      extraHTTPHeaders: { Host: baseUrl.host },
    });
    await use(context);
    await context.dispose();
  },
});

/** A request context for any Host header (an unknown partner, say). */
export async function requestForHost(
  playwright: PlaywrightWorkerArgs["playwright"],
  port: string,
  host: string,
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    extraHTTPHeaders: { Host: host },
  });
}

export { expect };

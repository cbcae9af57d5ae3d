import { test as base, expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";

/**
 * Chromium resolves *.localhost to loopback by itself, but Node (where Playwright's `request`
 * fixture runs) does not. So API calls go to 127.0.0.1 with the partner's Host header: the
 * server sees exactly what a browser on that host would send.
 */
export const test = base.extend({
  request: async ({ playwright }, use, testInfo) => {
    const base = new URL(testInfo.project.use.baseURL ?? "http://localhost:3100");
    const context = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${base.port}`,
      extraHTTPHeaders: { Host: base.host },
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

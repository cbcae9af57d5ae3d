import type { Page } from "@playwright/test";
import { sitemapMerchantPath } from "../support/merchants";
import { expect, test } from "../support/test";

/** Every console error and uncaught exception the page shows from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Every request the page makes to GET /api/Member from now on. */
function memberCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/Member") calls.push(request.url());
  });
  return calls;
}

// A first-time visitor's pages: no member call (no session cookie, nobody to ask about), nothing
// in the console, and every request finished soon after load, so the page goes network-idle.
test("a first-time visitor's home, search and merchant page stay quiet and go network-idle", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const calls = memberCalls(page);
  const merchant = await sitemapMerchantPath(request);
  for (const path of ["/", "/search?location=New%20York,%20NY", merchant]) {
    await page.goto(path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle", { timeout: 3_000 });
  }
  expect(calls, "GET /api/Member without a session").toEqual([]);
  expect(errors, "console errors").toEqual([]);
});

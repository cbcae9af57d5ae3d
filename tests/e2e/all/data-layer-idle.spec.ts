import type { APIRequestContext, Page } from "@playwright/test";
import { merchantSearchResponseSchema } from "@/lib/contracts/merchants";
import { expect, test } from "../support/test";

/**
 * The browser data layer at rest (issue 11): an anonymous visitor's pages ask nothing about a
 * member, log nothing to the console, and finish every request soon after load. A page whose
 * queries refetched on a timer, or left an answer's body unread, would never go network-idle.
 */

/** Every console error and uncaught exception the page shows from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Every GET /api/Member the page makes from now on. */
function memberCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/Member") calls.push(request.url());
  });
  return calls;
}

/** A merchant page of this partner, as its search lists it: ids come from the data, never guessed. */
async function merchantPath(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/v2/Merchants/Search?location=New%20York,%20NY&pageSize=1");
  expect(response.status()).toBe(200);
  const [first] = merchantSearchResponseSchema.parse(await response.json()).merchants;
  if (!first) throw new Error("The partner's search lists no merchant");
  return `/merchants/${encodeURIComponent(first.id)}`;
}

/** Loads `path` and waits for network idle, allowing 3 s after the load event. */
async function loadsToIdle(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "load" });
  await page.waitForLoadState("networkidle", { timeout: 3_000 });
}

test("the anonymous home asks nothing about a member and logs no console error", async ({ page }) => {
  const errors = collectErrors(page);
  const calls = memberCalls(page);
  await loadsToIdle(page, "/");
  expect(calls, "GET /api/Member without a session").toEqual([]);
  expect(errors, "console errors").toEqual([]);
});

test("the search page goes network-idle within 3 s of load", async ({ page }) => {
  const calls = memberCalls(page);
  await loadsToIdle(page, "/search");
  expect(calls, "GET /api/Member without a session").toEqual([]);
});

test("a merchant page goes network-idle within 3 s of load", async ({ page, request }) => {
  const calls = memberCalls(page);
  await loadsToIdle(page, await merchantPath(request));
  expect(calls, "GET /api/Member without a session").toEqual([]);
});

import type { Page } from "@playwright/test";
import { demoAccounts } from "@/backend/db/seed/demo-accounts";
import { sitemapMerchantPath } from "../support/merchants";
import { nonDescriptiveLinks, watchPageHealth } from "../support/page-health";
import { partnerOf } from "../support/partner";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// Lighthouse audits a first-time visitor: popups and the announcement show, as they do here.
test.use({ overlays: "live" });

/**
 * The pages Lighthouse audits (bench/lighthouse.ts), each left to settle as a first visit:
 * nothing in the console, nothing in Chrome's Issues panel, no position asked for without a
 * gesture, and no link whose text says nothing of where it leads.
 */
async function expectHealthyPages(page: Page, paths: readonly string[]) {
  const report = await watchPageHealth(page);
  for (const path of paths) {
    await page.goto(path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const seen = await report();
    expect.soft(seen.consoleErrors, `console errors on ${path}`).toEqual([]);
    expect.soft(seen.issues, `Issues panel on ${path}`).toEqual([]);
    expect.soft(seen.geolocationCalls, `geolocation requests without a gesture on ${path}`).toBe(0);
    const vague = await nonDescriptiveLinks(page);
    expect.soft(vague, `links that do not say where they lead on ${path}`).toEqual([]);
  }
}

test("home, search, a merchant page and join: no console errors, issues, position prompts or vague links", async ({
  page,
  request,
}, testInfo) => {
  // A partner without enrolment has no /join (it answers 404, which the console reports).
  const joins = partnerOf(testInfo).effective.enrollmentType !== "none";
  await expectHealthyPages(page, [
    "/",
    "/search?location=Chicago%2C+IL",
    await sitemapMerchantPath(request),
    ...(joins ? ["/join"] : []),
  ]);
});

test("the account overview signed in: no console errors, issues, position prompts or vague links", async ({
  page,
  context,
}, testInfo) => {
  const code = partnerOf(testInfo).effective.code;
  const account = demoAccounts.find((candidate) => candidate.email === `demo@${code}.example`);
  test.skip(!account, "This partner has no demo member who signs in here");
  if (!account) return;
  await signInAs(context, account.email, testInfo.project.use.baseURL ?? "");
  await expectHealthyPages(page, ["/account/overview"]);
});

import { expectAccessible } from "../support/axe";
import { freshEmail } from "../support/fresh-member";
import { expect, test } from "../support/test";

test("referral values from any landing page reach the sign-up, with the spec's cookie lifetimes", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(
    "/how-it-works?utm_source=partner-mail&utm_medium=email&utm_campaign=autumn&utm_term=dining&utm_content=hero&referrer=harbor-demo-member&source=mailer&public_id=harbor-known-visitor",
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(
      async () => (await page.context().cookies()).filter((c) => c.name.startsWith("rewards_ref_")).length,
    )
    .toBe(8);
  const cookies = Object.fromEntries(
    (await page.context().cookies())
      .filter((cookie) => cookie.name.startsWith("rewards_ref_"))
      .map((cookie) => [cookie.name, cookie]),
  );
  // The source for 2880 minutes; every other value (the known visitor's public id too) for the session.
  const sourceMinutes = ((cookies.rewards_ref_source?.expires ?? 0) * 1000 - Date.now()) / 60_000;
  expect(sourceMinutes).toBeGreaterThan(2870);
  expect(sourceMinutes).toBeLessThanOrEqual(2880);
  for (const name of [
    "utmSource",
    "utmMedium",
    "utmCampaign",
    "utmTerm",
    "utmContent",
    "referrer",
    "publicId",
  ]) {
    expect(cookies[`rewards_ref_${name}`]?.expires, name).toBe(-1);
  }
  expect(cookies.rewards_ref_publicId?.value).toBe("harbor-known-visitor");

  // A few pages later, the join form sends what the landing page brought.
  await page.goto("/search");
  await page.goto("/join");
  await page.getByLabel("First name").fill("Riley");
  await page.getByLabel("Last name").fill("Moss");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(freshEmail("referral"));
  await page.locator("#join-password").fill("Dining-pass-2026");
  await page.locator("#join-password-confirm").fill("Dining-pass-2026");
  await page.getByLabel("ZIP code").fill("10001");
  await page.getByLabel(/I agree to the/).check();
  await expectAccessible(page);
  const signUp = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/Members/Prospects"),
  );
  await page.getByRole("button", { name: "Join and continue" }).click();
  expect((await signUp).postDataJSON()).toMatchObject({
    utmSource: "partner-mail",
    utmMedium: "email",
    utmCampaign: "autumn",
    utmTerm: "dining",
    utmContent: "hero",
    referrer: "harbor-demo-member",
    source: "mailer",
    publicId: "harbor-known-visitor",
  });
  await expect(page).toHaveURL(/\/add_card$/, { timeout: 30_000 });
  // Used once: the values are forgotten after the sign-up.
  expect((await page.context().cookies()).filter((c) => c.name.startsWith("rewards_ref_"))).toEqual([]);
});

import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/test";

test("any landing page remembers the referral values, the source for 2880 minutes and the rest per session", async ({
  page,
}) => {
  await page.goto("/how-it-works?utm_campaign=autumn&source=mailer&public_id=known-visitor-1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const referral = async () =>
    Object.fromEntries(
      (await page.context().cookies())
        .filter((cookie) => cookie.name.startsWith("rewards_ref_"))
        .map((cookie) => [cookie.name.slice("rewards_ref_".length), cookie]),
    );
  await expect
    .poll(async () => Object.keys(await referral()).sort())
    .toEqual(["publicId", "source", "utmCampaign"]);
  const cookies = await referral();
  expect(cookies.publicId?.value).toBe("known-visitor-1");
  expect(cookies.utmCampaign?.expires).toBe(-1);
  expect(cookies.publicId?.expires).toBe(-1);
  const sourceMinutes = ((cookies.source?.expires ?? 0) * 1000 - Date.now()) / 60_000;
  expect(sourceMinutes).toBeGreaterThan(2870);
  await expectAccessible(page);
});

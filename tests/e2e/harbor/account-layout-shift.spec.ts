import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// The account pages render once the member's answer is in (account-frame.tsx). Lighthouse found
// the overview jumping as it arrived (CLS 0.74 on a phone): the frame's short "Loading" line let
// the footer sit in view, and each part of the page appeared in a commit of its own, pushing the
// ones below. Each page must arrive in place: layout shifts summed under 0.05 (Lighthouse's
// "good" is 0.1).

const pages = [
  { path: "/account/overview", ready: "membership-summary" },
  { path: "/account/manage_cards", ready: "manage-cards-page" },
  { path: "/account/recent_activity", ready: "recent-activity-page" },
  { path: "/account/user_profile", ready: "profile-page" },
  { path: "/account/reservations", ready: "reservations-page" },
] as const;

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`account pages arrive without moving what is shown at ${String(viewport.width)}px`, async ({
    page,
    context,
  }, testInfo) => {
    await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await page.waitForLoadState("networkidle");
      const { total, shifts } = await layoutShifts(page);
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
      await page.screenshot({ path: testInfo.outputPath(`${path.replaceAll("/", "-")}.png`) });
    }
  });
}

import { expectAccessible, viewports } from "../support/axe";
import { signInOnForm, signUpFreshMember } from "../support/fresh-member";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// The reservations earn page's banner asks for the member's welcome (include_welcome_message).
const bannerPage = "/earn/reservations";

test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test(`a member who has just joined is welcomed, not welcomed back, at ${viewport.name}`, async ({
    page,
  }, testInfo) => {
    const member = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
      prefix: "welcome",
      firstName: "Nova",
    });
    await page.setViewportSize(viewport);
    await signInOnForm(page, member);
    await page.goto(bannerPage);
    await expect(page.getByTestId("welcome-message")).toHaveText("Welcome, Nova.");
    await page.screenshot({ path: testInfo.outputPath(`welcome-new-${viewport.name}.png`) });
    await expectAccessible(page, { widths: "current" });
  });
}

test("a member who joined months ago is welcomed back", async ({ page, context }, testInfo) => {
  // The VIP member joined long ago too, and is signed in by fewer journeys than the demo member.
  await signInAs(context, "vip@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.goto(bannerPage);
  await expect(page.getByTestId("welcome-message")).toHaveText(/^Welcome back, \S+\.$/);
});

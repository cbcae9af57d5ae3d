import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/test";

test.use({ overlays: "live" });

test("the one-time general popup shows once and links to its offer", async ({ page }) => {
  await page.goto("/earn");
  const popup = page.getByRole("dialog", { name: "Cha-ching! Cash back is here." });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("link", { name: "LEARN ABOUT CASH BACK" })).toHaveAttribute(
    "href",
    "/earn/this-is-big",
  );
  await expectAccessible(page);
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("general-popup")).toBeHidden();
});

import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// The card-number field says what is wrong, and its placeholder fits the narrowest phone.
// demo@ only types here; nothing is linked.

test("card errors say what is wrong, and the number's placeholder fits at 320 px", async ({
  page,
  context,
}, testInfo) => {
  // Its own account: the demo member signs in in many journeys, and sign-ins per account are limited.
  await signInAs(context, "vip@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/account/manage_cards");
  await expect(page.getByTestId("card-entry")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const frame = page.frameLocator('iframe[title="Secure card number entry"]');
  const cardNumber = frame.getByLabel("Card number");

  // The whole placeholder is readable: its text is no wider than the field's room for text.
  const room = await cardNumber.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context2d = document.createElement("canvas").getContext("2d");
    if (!context2d) throw new Error("no canvas");
    context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const spacing = Number.parseFloat(style.letterSpacing) || 0;
    const text = input.placeholder;
    const needed = context2d.measureText(text).width + spacing * text.length;
    const available =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { needed, available };
  });
  expect(room.needed).toBeLessThanOrEqual(room.available);

  const error = frame.locator("#card-number-error");
  for (const [typed, message] of [
    ["4111 1111 1111 1112", "Check the card number."],
    ["4111 1111", "Card number is too short."],
    ["3600 000000 0008", "Card must be Visa®, Mastercard®, American Express® or Discover®."],
  ] as const) {
    await cardNumber.fill(typed);
    await cardNumber.blur();
    await expect(error).toHaveText(message);
  }
  await expectAccessible(page);
});

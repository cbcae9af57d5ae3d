import { merchantSearchResponseSchema } from "@/shared/contracts/merchants";
import { localIsoDate } from "@/shared/merchants/reservation-window";
import { readFileSync } from "node:fs";
import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/test";

/** The partner's error copy (global content 'errors'), which decides the availability wording. */
function errorCopy(key: string): string {
  const content = JSON.parse(readFileSync("partners/harbor/content/global.json", "utf8")) as {
    data: { slug: string; fields: Record<string, string> }[];
  };
  const entry = content.data.find((item) => item.slug === "errors");
  const value = entry?.fields[key];
  if (!value) throw new Error(`harbor's errors copy has no ${key}`);
  return value;
}

test("the reservation block words availability with the partner's copy", async ({ page, request }) => {
  test.setTimeout(60_000);
  const search = await request.get(
    "/api/v2/Merchants/Search?location=New%20York,%20NY&pageSize=20&reservations=true",
  );
  const [merchant] = merchantSearchResponseSchema.parse(await search.json()).merchants;
  if (!merchant) throw new Error("No reservable merchant in New York");
  await page.goto(`/merchants/${merchant.id}`);
  const form = page.getByTestId("reservation-form");
  await expect(form.getByRole("button", { name: "Find a table" })).toBeEnabled();

  // A date already past cannot be picked: the date input starts at the restaurant's today
  // (decision 0059), so the browser holds the form back itself.
  const now = new Date();
  const yesterday = localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const date = form.getByLabel("Date");
  await date.fill(yesterday);
  expect(await date.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
  // A browser that lets it through gets the copy's "not far enough ahead", without asking the
  // server; a restaurant closed on that weekday offers no time, and nothing is searched at all.
  const find = form.getByRole("button", { name: "Find a table" });
  if (await find.isEnabled()) {
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
    });
    await find.click();
    await expect(
      page.getByRole("alert").filter({ hasText: errorCopy("availability_time_too_soon") }),
    ).toBeVisible();
  }
  await expectAccessible(page);
});

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

  // A time already past: the copy's "not far enough ahead", said without asking the server.
  const now = new Date();
  const yesterday = localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  await form.getByLabel("Date").fill(yesterday);
  await form.getByLabel("Time").selectOption("07:00");
  await form.getByRole("button", { name: "Find a table" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: errorCopy("availability_time_too_soon") }),
  ).toBeVisible();
  await expectAccessible(page);
});

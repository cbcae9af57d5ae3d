import type { APIRequestContext, Page } from "@playwright/test";
import type { MerchantDetail } from "@/shared/contracts/merchants";
import { weekdayNames } from "@/shared/merchants/earning-week";
import { formatClockTime, localClock, openingStatus } from "@/shared/rules/opening-hours";
import { expectAccessible, viewports } from "../support/axe";
import { findMerchant } from "../support/merchants";
import { expect, test } from "../support/test";

const near = "Chicago, IL";

// Each journey checks axe at two widths on a long page, beside other workers: allow for it.
test.describe.configure({ timeout: 90_000 });

/** A merchant worth a tour: several photos, a closed day and a late night. */
function tourMerchant(request: APIRequestContext): Promise<MerchantDetail> {
  return findMerchant(
    request,
    "sortBy=name",
    (m) =>
      m.photos.length >= 4 &&
      new Set(m.openingHours.map((p) => p.day)).size < 7 &&
      m.openingHours.some((p) => p.closes <= p.opens),
    { near },
  );
}

async function jsonLdOf(page: Page): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const restaurant = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "Restaurant");
  if (!restaurant) throw new Error("No Restaurant JSON-LD");
  return restaurant;
}

for (const viewport of viewports) {
  test(`hours, photos, map and directions on the merchant page at ${viewport.name}`, async ({
    page,
    request,
  }) => {
    const merchant = await tourMerchant(request);
    const path = `/merchants/${merchant.id}`;

    // Crawlers get the hours table, the gallery, the map and the structured data in the server HTML.
    const html = await (await request.get(path)).text();
    for (const testId of ["opening-hours", "photo-gallery", "static-map", "directions-link"]) {
      expect(html).toContain(`data-testid="${testId}"`);
    }
    expect(html).toContain('"openingHoursSpecification"');
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=");

    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(merchant.name);

    // Hours: every day listed, today (on the restaurant's clock) marked, the status agreeing.
    const hours = page.getByTestId("opening-hours");
    await expect(hours.locator("tbody tr")).toHaveCount(7);
    const clock = localClock(new Date(), merchant.timeZone);
    await expect(hours.locator('tr[aria-current="date"]')).toHaveAttribute("data-day", clock.day);
    const closedDay = (["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const).find(
      (day) => !merchant.openingHours.some((p) => p.day === day),
    );
    if (closedDay) await expect(hours.locator(`tr[data-day="${closedDay}"] td`)).toHaveText("Closed");
    const late = merchant.openingHours.find((p) => p.closes <= p.opens);
    if (late) {
      await expect(hours.locator(`tr[data-day="${late.day}"] td`)).toContainText(
        `${formatClockTime(late.opens)} – ${formatClockTime(late.closes)}`,
      );
    }
    const status = openingStatus(merchant.openingHours, clock);
    const statusLine = page.getByTestId("opening-status");
    await expect(statusLine).toContainText(status.open ? "Open now" : "Closed now");
    if (status.open) await expect(statusLine).toContainText(`Closes at ${formatClockTime(status.closesAt)}`);
    else if (status.opensAt) await expect(statusLine).toContainText(formatClockTime(status.opensAt));

    // Gallery: sized images, buttons and arrow keys move through the photos.
    const gallery = page.getByTestId("photo-gallery");
    const photos = merchant.photos;
    await expect(gallery.getByTestId("gallery-photo")).toHaveAttribute("alt", photos[0]?.alt ?? "");
    await expect(gallery.getByTestId("gallery-photo")).toHaveAttribute("width", String(photos[0]?.width));
    await expect(gallery.getByTestId("gallery-photo")).toHaveAttribute("height", String(photos[0]?.height));
    await expect(gallery.getByRole("list", { name: "Choose a photo" }).getByRole("button")).toHaveCount(
      photos.length,
    );
    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(gallery.getByTestId("gallery-position")).toHaveText(`Photo 2 of ${String(photos.length)}`);
    await expect(gallery.getByTestId("gallery-photo")).toHaveAttribute("alt", photos[1]?.alt ?? "");
    await gallery.getByRole("button", { name: `Show photo 3: ${photos[2]?.alt ?? ""}` }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(gallery.getByTestId("gallery-position")).toHaveText(`Photo 4 of ${String(photos.length)}`);
    await expect(
      gallery.getByRole("button", { name: `Show photo 4: ${photos[3]?.alt ?? ""}` }),
    ).toBeFocused();
    await page.keyboard.press("Home");
    await expect(gallery.getByTestId("gallery-position")).toHaveText(`Photo 1 of ${String(photos.length)}`);

    // Map (the shipped drawing: no tile server in the journeys) and directions on a maps website.
    const map = page.getByTestId("static-map");
    await expect(map).toHaveAttribute("data-map", "drawing");
    await expect(map).toHaveAccessibleName(
      new RegExp(`^Map of ${merchant.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    const directions = page.getByTestId("directions-link");
    const { latitude, longitude } = merchant.location;
    await expect(directions).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${String(latitude)},${String(longitude)}`,
    );
    await expect(directions).toHaveAttribute("target", "_blank");

    // Structured data: hours, every image, the position.
    const jsonLd = await jsonLdOf(page);
    expect(jsonLd.geo).toEqual({ "@type": "GeoCoordinates", latitude, longitude });
    const images = jsonLd.image as string[];
    expect(images).toHaveLength(photos.length + 1);
    for (const photo of photos) expect(images).toContain(new URL(photo.url, page.url()).toString());
    const specification = jsonLd.openingHoursSpecification as {
      dayOfWeek: string[];
      opens: string;
      closes: string;
    }[];
    expect(specification.flatMap((entry) => entry.dayOfWeek).sort()).toEqual(
      merchant.openingHours.map((p) => weekdayNames[p.day]).sort(),
    );
    expect(specification).toContainEqual(
      expect.objectContaining({ opens: late?.opens, closes: late?.closes }),
    );

    // Reviews read as their stars, with the restaurant's reply.
    const reviews = page.getByTestId("merchant-review");
    await expect(reviews).toHaveCount(merchant.reviews.length);
    await expect(reviews.first()).toContainText(merchant.reviews[0]?.text ?? "");
    await expect(reviews.first()).toContainText(`Reply from ${merchant.name}`);

    await page.screenshot({
      path: test.info().outputPath(`merchant-details-${viewport.name}.png`),
      fullPage: true,
    });
    await expectAccessible(page, { widths: "current" });
  });
}

test("an ordering site is linked out, labelled, in a new tab; without one there is no ordering", async ({
  page,
  request,
}) => {
  const ordering = await findMerchant(
    request,
    "features=order_online",
    (m) => m.orderOnline !== null && !m.orderOnline.internal,
    { near },
  );
  await page.goto(`/merchants/${ordering.id}`);
  const link = page.getByTestId("order-online-external");
  await expect(link).toHaveAttribute("href", ordering.orderOnline?.url ?? "");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(link).toHaveAccessibleName(
    `Order online from ${ordering.name} (opens order.example in a new tab)`,
  );
  await expect(page.getByText(/call (the restaurant|to order)/i)).toHaveCount(0);

  const none = await findMerchant(request, "sortBy=name", (m) => m.orderOnline === null, { near });
  await page.goto(`/merchants/${none.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(none.name);
  await expect(page.getByTestId("order-online-external")).toHaveCount(0);
  await expect(page.getByTestId("order-online")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Order online" })).toHaveCount(0);
  await expectAccessible(page);
});

test("the order dialog leads to the ordering site and never says to call", async ({ page, request }) => {
  const merchant = await findMerchant(
    request,
    "features=order_online",
    (m) => m.orderOnline?.internal === true,
    { near },
  );
  await page.goto(`/merchants/${merchant.id}/Order`);
  const dialog = page.getByTestId("order-dialog");
  await expect(dialog).toBeVisible();
  const link = dialog.getByRole("link", {
    name: new RegExp(`^Order online from ${merchant.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  });
  await expect(link).toHaveAttribute("href", merchant.orderOnline?.url ?? "");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(dialog).not.toContainText(/\bcall\b/i);
  await expect(dialog.locator('a[href^="tel:"]')).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
    viewport: { width: 375, height: 812 },
  });

  test("Directions opens the phone's maps app with a geo: link", async ({ page, request }) => {
    const merchant = await tourMerchant(request);
    await page.goto(`/merchants/${merchant.id}`);
    const { latitude, longitude } = merchant.location;
    await expect(page.getByTestId("directions-link")).toHaveAttribute(
      "href",
      new RegExp(`^geo:${String(latitude)},${String(longitude)}\\?q=`),
    );
    await expect(page.getByTestId("directions-link")).not.toHaveAttribute("target", "_blank");
  });
});

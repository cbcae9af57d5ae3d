import { expectAccessible, viewports } from "../support/axe";
import { partnerOf } from "../support/partner";
import { findMerchant, merchantFromSitemap } from "../support/merchants";
import { localIsoDate } from "@/shared/merchants/reservation-window";
import { expect, test } from "../support/test";

const near = "New York, NY";

// What a merchant page says in the partner's name and terms: its title, its earning days and its
// booking form. Caching and the order dialog, the same on every partner, are in
// once/merchant-page.spec.ts.

// Each journey checks axe at two widths on a long page, beside other workers: allow for it.
test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test(`a merchant page is server-rendered with its structured data at ${viewport.name}`, async ({
    page,
    request,
  }, testInfo) => {
    const { config } = partnerOf(testInfo);
    const merchant = await merchantFromSitemap(request);
    const path = `/merchants/${merchant.id}`;

    // Crawlers without JavaScript get the whole merchant: every section is in the server HTML.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`"name":${JSON.stringify(merchant.name)}`);
    for (const section of [
      "merchant-name",
      "merchant-offers",
      "benefits-calendar",
      "merchant-about",
      "merchant-reviews",
    ]) {
      expect(html).toContain(`data-testid="${section}"`);
    }

    await page.setViewportSize(viewport);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(merchant.name);
    await expect(page).toHaveTitle(
      new RegExp(`^${merchant.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} – .+ \\| ${config.name}$`),
    );

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(`${new URL(testInfo.project.use.baseURL ?? "").origin}${path}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    ) as {
      "@type"?: string;
      name?: string;
      address?: { "@type"?: string };
    };
    expect(jsonLd["@type"]).toBe("Restaurant");
    expect(jsonLd.name).toBe(merchant.name);
    expect(jsonLd.address?.["@type"]).toBe("PostalAddress");

    // This week's calendar marks today by the browser's own clock.
    const today = await page.evaluate(
      () => ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date().getDay()],
    );
    const calendar = page.getByTestId("benefits-calendar");
    await expect(calendar.locator('[aria-current="date"]')).toHaveAttribute("data-day", today ?? "");
    await expect(calendar.locator("li")).toHaveCount(7);
    await expect(page.getByTestId("benefits-today")).toBeVisible();
    await expectAccessible(page, { widths: "current" });
  });
}

test("a merchant with non-earning days says which days and why", async ({ page, request }) => {
  // A merchant where some tier earns: where none does, no day is an earning day (one earn truth).
  const merchant = await findMerchant(
    request,
    "sortBy=name",
    (m) => m.benefitDays.length < 7 && m.benefitAvailability.campaignCodes.length > 0,
    { near },
  );
  const names: Record<string, string> = {
    Sun: "Sunday",
    Mon: "Monday",
    Tue: "Tuesday",
    Wed: "Wednesday",
    Thu: "Thursday",
    Fri: "Friday",
    Sat: "Saturday",
  };
  await page.goto(`/merchants/${merchant.id}`);
  const calendar = page.getByTestId("benefits-calendar");
  for (const day of Object.keys(names)) {
    const earns = merchant.benefitDays.some((earning) => earning === day);
    await expect(calendar.locator(`li[data-day="${day}"]`)).toHaveAttribute("data-earns", String(earns));
    if (!earns) {
      await expect(calendar.getByTestId("non-earning-reasons")).toContainText(
        `No rewards on ${names[day] ?? day}s at this restaurant`,
      );
    }
  }
  await expectAccessible(page);
});

test("reservation slots for an OpenTable merchant come in three columns with the bonus", async ({
  page,
  request,
}, testInfo) => {
  const { effective } = partnerOf(testInfo);
  if (!effective.openTableReservationsEnabled) {
    // Partners without reservations show no booking form on any merchant page.
    const merchant = await merchantFromSitemap(request);
    await page.goto(`/merchants/${merchant.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("reservation-form")).toHaveCount(0);
    return;
  }
  // A merchant with open tables around 19:00 (the form's defaults), asked the way the page asks:
  // tonight, or tomorrow once tonight's 19:00 is inside the booking lead time on the restaurant's
  // clock (the answer is then a 400 on the time), whatever hour the suite runs at.
  const tonight = localIsoDate(new Date());
  const evenings = [tonight, localIsoDate(new Date(Date.now() + 86_400_000))];
  const openEvening = new Map<string, string>();
  const merchant = await findMerchant(
    request,
    "reservations=true",
    (m) => {
      return m.reservationProviders.openTable && openEvening.has(m.id);
    },
    {
      near,
      prepare: async (id) => {
        for (const date of evenings) {
          const answer = await request.get(
            `/api/merchants/${id}/reservations/availability?date=${date}&time=19:00&partySize=2`,
          );
          if (!answer.ok()) continue;
          const body = (await answer.json()) as { slots?: string[] };
          if ((body.slots ?? []).length > 0) openEvening.set(id, date);
          return;
        }
      },
    },
  );
  const evening = openEvening.get(merchant.id) ?? tonight;
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto(`/merchants/${merchant.id}`);
    const form = page.getByTestId("reservation-form");
    await expect(form.getByLabel("Time")).toHaveValue("19:00");
    await expect(form.getByLabel("Party size")).toHaveValue("2");
    if (evening !== tonight) await form.getByLabel("Date").fill(evening);
    await form.getByRole("button", { name: "Find a table" }).click();
    const slots = page.getByTestId("reservation-slots");
    await expect(slots.getByRole("button").first()).toBeVisible();
    const columns = await slots.evaluate(
      (element) => getComputedStyle(element).gridTemplateColumns.split(" ").length,
    );
    expect(columns).toBe(3);
    if (effective.hasReservationBonus) {
      // A visitor's line (decision 0059): "Earn 50 bonus points…", who earns it where not every
      // level does, or why a booking that day earns none.
      const currency = effective.currencyName.other;
      await expect(page.getByTestId("reservation-bonus")).toContainText(
        new RegExp(
          `earn ${String(effective.reservationBonus)} bonus ${currency}|earns no bonus ${currency}`,
          "i",
        ),
      );
    }
    await expectAccessible(page, { widths: "current" });
  }
  await page.getByTestId("reservation-slots").getByRole("button").first().click();
  const dialog = page.getByTestId("reservation-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sign in to reserve" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

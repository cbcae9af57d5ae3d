import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { join } from "node:path";
import { removedDemoMerchantIds } from "@/backend/db/seed/removed-merchants";
import { defaultMerchantCount, generateMerchants } from "@/backend/db/seed/generate-merchants";
import { expandPlaceholders } from "@/shared/copy/expand-placeholders";
import { partnerPlaceholderValues } from "@/shared/copy/partner-values";
import { expectAccessible, viewports } from "../support/axe";
import { partnerOf } from "../support/partner";
import { expect, test } from "../support/test";

// A restaurant that left the program keeps a 404 (noindex), but its old page offers the
// restaurants near where it was and a search box, in the partner's words (decision 0066). The
// journeys' server seeds the demo data, where every thousandth merchant has left.

type Entries = { slug: string; fields: Record<string, string> }[];

/** The partner's 'merchant_not_found' words, placeholders expanded as the site expands them. */
function wordingOf(testInfo: Parameters<typeof partnerOf>[0]): Record<string, string> {
  const { config, effective } = partnerOf(testInfo);
  const { data } = JSON.parse(
    readFileSync(join(process.cwd(), "partners", config.code, "content", "global.json"), "utf8"),
  ) as { data: Entries };
  const fields = data.find((entry) => entry.slug === "merchant_not_found")?.fields;
  if (!fields) throw new Error(`${config.code}: no global/merchant_not_found`);
  const values = partnerPlaceholderValues(effective);
  return Object.fromEntries(
    Object.entries(fields).map(([key, text]) => [key, expandPlaceholders(text, values)]),
  );
}

/** The first removed demo restaurant, as the seed wrote it. */
function removedRestaurant() {
  const [id] = removedDemoMerchantIds(defaultMerchantCount);
  if (!id) throw new Error("The demo seed removes no merchant");
  const [row] = generateMerchants(1, Number(id.slice(2)) - 1);
  if (row?.id !== id || !row.removedAt) throw new Error(`${id} is not removed in the seed`);
  return row;
}

/**
 * Kept out of search results: Next adds its own noindex to an answer with status 404 beside the
 * page's, so every robots line must say noindex and none may allow indexing.
 */
async function expectNoindex(page: Page) {
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content") ?? ""));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toMatch(/noindex/);
}

test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test(`a removed restaurant's page offers the restaurants near it and a search, with status 404, at ${viewport.name}`, async ({
    page,
    request,
  }, testInfo) => {
    const wording = wordingOf(testInfo);
    const removed = removedRestaurant();
    const place =
      removed.neighborhood === removed.city ? removed.city : `${removed.neighborhood}, ${removed.city}`;
    const town = `${removed.city}, ${removed.state}`;
    await page.setViewportSize(viewport);
    const response = await page.goto(`/merchants/${removed.id}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toMatch(/private/);
    await expectNoindex(page);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(wording["removed_title"] ?? "");
    await expect(page.getByTestId("not-found")).toContainText(
      (wording["removed_tagline"] ?? "")
        .replace("RESTAURANT_NAME", removed.name)
        .replace("PLACE_NAME", place),
    );
    await expect(page.getByTestId("status-reference")).toContainText(/[A-Z0-9]{8}/);

    // The restaurants nearest to where it was, each a live page of the program.
    const nearby = page.getByTestId("nearby-restaurants");
    await expect(nearby.getByRole("heading", { level: 2 })).toHaveText(
      (wording["nearby_heading"] ?? "").replace("PLACE_NAME", place),
    );
    const cards = nearby.getByTestId("merchant-card");
    await expect(cards).toHaveCount(4);
    const first = cards.first().getByRole("link").first();
    const href = (await first.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/merchants\/m-\d{6}$/);
    expect(href).not.toBe(`/merchants/${removed.id}`);
    await expect(
      nearby.getByRole("link", { name: (wording["more_nearby"] ?? "").replace("PLACE_NAME", town) }),
    ).toBeVisible();

    await page.screenshot({
      path: testInfo.outputPath(`removed-restaurant-${viewport.name}.png`),
      fullPage: true,
    });
    await expectAccessible(page, { widths: "current" });

    // The search box searches near where the restaurant was.
    const search = page.getByRole("search");
    await search.getByLabel(wording["search_label"] ?? "").fill("pizza");
    await search.getByRole("button", { name: wording["search_button"] ?? "" }).click();
    await expect(page).toHaveURL(/\/search\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get("restaurantOrCuisine")).toBe("pizza");
    expect(query.get("location")).toBe(town);

    // And a nearby restaurant's page is there.
    // (Through the `request` fixture: Node, unlike Chromium, does not resolve *.localhost.)
    const nearbyPage = new URL(href, page.url());
    expect((await request.get(nearbyPage.pathname + nearbyPage.search)).status()).toBe(200);
  });
}

test("the removed restaurant's offers are in the server HTML, for crawlers and visitors without script", async ({
  request,
}, testInfo) => {
  const wording = wordingOf(testInfo);
  const removed = removedRestaurant();
  for (const path of [`/merchants/${removed.id}`, `/merchants/${removed.id}/Order`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).not.toContain("__next_error__");
    expect(html, path).toContain('data-testid="nearby-restaurants"');
    expect(html, path).toContain('action="/search"');
    expect(html, path).toContain(`value="${removed.city}, ${removed.state}"`);
    expect(html, path).toContain((wording["removed_title"] ?? "").replace(/'/g, "&#x27;"));
  }
  // No sitemap lists it, and its API answers are gone.
  const sitemap = await (await request.get("/sitemap/1.xml")).text();
  expect(sitemap).not.toContain(`/merchants/${removed.id}<`);
  expect((await request.get(`/api/v2/Merchants/${removed.id}`)).status()).toBe(404);
});

for (const viewport of viewports) {
  test(`an unknown restaurant's page offers the search box alone, with status 404, at ${viewport.name}`, async ({
    page,
  }, testInfo) => {
    const wording = wordingOf(testInfo);
    await page.setViewportSize(viewport);
    const response = await page.goto("/merchants/no-such-restaurant");
    expect(response?.status()).toBe(404);
    await expectNoindex(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(wording["unknown_title"] ?? "");
    await expect(page.getByTestId("not-found")).toContainText(wording["unknown_tagline"] ?? "");
    await expect(page.getByTestId("nearby-restaurants")).toHaveCount(0);
    // The address names nothing the page repeats: only the partner's words and the search.
    await expect(page.getByTestId("not-found")).not.toContainText("no-such-restaurant");
    const search = page.getByRole("search");
    await expect(search.getByLabel(wording["search_label"] ?? "")).toBeVisible();
    await expect(search.locator('input[name="location"]')).toHaveCount(0);
    await expectAccessible(page, { widths: "current" });
  });
}
